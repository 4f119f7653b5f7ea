/**
 * NewRoundControl, the one 'New round' of the wall and the phones: its busy flag and
 * failure sentence as the button and the alert read them, a gateway that rejects, and
 * an older press settling after a newer one.
 */
import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewRoundWrites } from '../../../../renderer/data/gateway';
import type { NewRoundOutcome } from '../../../../renderer/domain/new-round';
import {
  NewRoundControl,
  newRoundErrorText,
} from '../../../../renderer/stores/common/new-round-control';
import { FakeGateway } from '../../../support/fake-gateway';
import { testDeps } from '../../../support/test-deps';
import { inEnglish } from '../../../support/english';

const CODE = 'team-a';
const people = [
  { userId: 'ann', offline: false },
  { userId: 'bob', offline: false },
  { userId: 'cy', offline: false },
];
const present = new Set(['ann', 'bob']);

/** A gateway whose New-round writes settle when the test says so. */
class ManualGateway extends FakeGateway {
  readonly pending: {
    resolve: (o: NewRoundOutcome) => void;
    reject: (e: unknown) => void;
  }[] = [];

  override startNewRound(_code: string, _writes: NewRoundWrites): Promise<NewRoundOutcome> {
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));

describe('NewRoundControl', () => {
  it('the button is enabled before any New round, and follows busy and the failure as they change', async () => {
    const gateway = new ManualGateway();
    const control = new NewRoundControl(CODE, testDeps(gateway));
    const seen: [boolean, string | null][] = [];
    stops.push(autorun(() => seen.push([control.busy, inEnglish(control.error)])));
    expect(seen).toEqual([[false, null]]);

    const { done } = control.newRound(people, present);
    gateway.pending[0]!.resolve({ failed: ['bob'], markerFailed: false });
    await done;
    expect(seen).toEqual([
      [false, null],
      [true, null],
      [false, inEnglish(newRoundErrorText(1, false))],
    ]);
    control.dismissError();
    expect(seen.at(-1)).toEqual([false, null]);
  });

  it('a gateway that rejects is logged and shown as every write failed', async () => {
    const gateway = new ManualGateway();
    const deps = testDeps(gateway);
    const control = new NewRoundControl(CODE, deps);
    const { plan, done } = control.newRound(people, present);
    expect(plan.leave).toEqual(['cy']);
    gateway.pending[0]!.reject(new Error('socket closed'));
    await done;
    expect(inEnglish(control.error)).toBe(
      'New round: 3 cards could not be cleared. Check the connection and press New round again.',
    );
    expect(control.busy).toBe(false);
    expect(deps.log.errors).toEqual([['New round failed:', expect.any(Error)]]);
  });

  it('a rejecting gateway with no cards to clear still says the other devices were not told', async () => {
    const gateway = new ManualGateway();
    const control = new NewRoundControl(CODE, testDeps(gateway));
    const { done } = control.newRound([], null);
    gateway.pending[0]!.reject(new Error('socket closed'));
    await done;
    expect(control.error).toEqual(newRoundErrorText(0, true));
    expect(inEnglish(control.error)).toContain('the other devices could not be told');
  });

  it('an older press settling after a newer one does not overwrite its outcome', async () => {
    const gateway = new ManualGateway();
    const control = new NewRoundControl(CODE, testDeps(gateway));
    const first = control.newRound(people, present);
    const second = control.newRound(people, present);
    gateway.pending[1]!.resolve({ failed: [], markerFailed: false });
    await second.done;
    expect(control.busy).toBe(false);
    expect(control.error).toBeNull();
    gateway.pending[0]!.resolve({ failed: ['ann', 'bob'], markerFailed: false });
    await first.done;
    expect(control.error).toBeNull();
  });
});
