/**
 * The phone page's stores on the in-memory gateway, as the store tests drive them: a
 * started {@link PhoneRoot} per phone (disposed by {@link disposePhones} after each
 * test), joining through the form, the own record as the database holds it, and
 * gateways that hold the room back, refuse writes or never connect.
 */
import { expect } from 'vitest';
import type { ParticipantHandle, RawChild, Unsubscribe } from '../../renderer/data/gateway';
import { decodeSelected, encodeSelected } from '../../renderer/domain/codec';
import { IDENTITY_KEYS, VOTE_SESSION_KEYS } from '../../renderer/domain/storage-keys';
import type { PresenceRole } from '../../renderer/domain/types';
import { PhoneRoot } from '../../renderer/stores/phone/phone-root';
import { FakeGateway } from './fake-gateway';
import { writeOther } from './records';
import { testDeps, type TestDeps } from './test-deps';

/** The screen code the phones join. */
export const CODE = 'team-a';
/** The userId of a phone that had joined before (see {@link rejoiningDeps}). */
export const ME = 'u-' + 'a'.repeat(20);

const phones: PhoneRoot[] = [];

/** Disposes every phone made since the last call (for afterEach). */
export function disposePhones(): void {
  for (const phone of phones.splice(0)) phone.dispose();
}

/** Disposes `phone` after the test (one made outside {@link setupPhone}). */
export function trackPhone(phone: PhoneRoot): void {
  phones.push(phone);
}

/** A phone's stores, with the paths it navigated to. */
export interface PhoneSetup {
  gateway: FakeGateway;
  deps: TestDeps;
  store: PhoneRoot;
  navigated: string[];
}

/** A phone page on `CODE`, started unless `start` is false; `name` is remembered on the device. */
export function setupPhone(
  opts: { gateway?: FakeGateway; deps?: TestDeps; name?: string; start?: boolean } = {},
): PhoneSetup {
  const gateway = opts.gateway ?? new FakeGateway();
  const deps = opts.deps ?? testDeps(gateway);
  if (opts.name !== undefined) deps.localStorage.setItem(IDENTITY_KEYS.userName, opts.name);
  const navigated: string[] = [];
  const store = new PhoneRoot(CODE, deps, { navigate: (p) => navigated.push(p) });
  phones.push(store);
  if (opts.start !== false) store.start();
  return { gateway, deps, store, navigated };
}

/** A started phone page on `gateway`. */
export function startPhone(gateway: FakeGateway, deps: TestDeps = testDeps(gateway)): PhoneRoot {
  return setupPhone({ gateway, deps }).store;
}

/** Joins through the form as a user would. */
export function joinAs(store: PhoneRoot, name = 'Ann'): void {
  store.identity.setNameDraft(name);
  expect(store.joinForm.submit()).toBe(true);
}

/** Another participant on `CODE`, written as another phone would. */
export function other(
  gateway: FakeGateway,
  userId: string,
  value: string,
  showCard: boolean,
  present = false,
): void {
  writeOther(gateway, CODE, userId, value, showCard, present);
}

/** A participant's record as the database holds it, with the selection decoded. */
export function stored(gateway: FakeGateway, userId: string): Record<string, unknown> | null {
  const rec = gateway.screens.get(CODE)?.get(userId);
  if (!rec) return null;
  const decoded = decodeSelected(rec.selected, CODE, userId);
  return { ...rec, value: decoded.ok ? decoded.value : '<undecodable>' } as Record<string, unknown>;
}

/** The presence handle's writes of one kind. */
export function writesOf(gateway: FakeGateway, op: string) {
  return gateway.presenceWrites.filter((w) => w.op === op);
}

/** Deps of a page that had joined as `ME` (a reload joins again by itself). */
export function rejoiningDeps(gateway: FakeGateway, name = 'Ann', picture?: string): TestDeps {
  const deps = testDeps(gateway);
  deps.localStorage.setItem(IDENTITY_KEYS.userId, ME);
  deps.localStorage.setItem(IDENTITY_KEYS.userName, name);
  if (picture) deps.localStorage.setItem(IDENTITY_KEYS.picture, picture);
  deps.sessionStorage.setItem(VOTE_SESSION_KEYS.joinedCode, CODE);
  return deps;
}

/** `ME`'s record as Ann, voting `value`. */
export function ownRecord(value: string, showCard: boolean, extra: Record<string, unknown> = {}) {
  return {
    userId: ME,
    userName: 'Ann',
    selected: encodeSelected(value, CODE, ME),
    showCard,
    lastUpdate: Date.now(),
    ...extra,
  };
}

/** What a {@link LateGateway} holds back: the room's snapshots, or the round number. */
export type HeldListen = 'room' | 'round';

/**
 * A database slow to answer one kind of listen: those listens start only when the test
 * calls {@link LateGateway.release} (each release starts the ones made so far; later
 * ones wait for the next). A listen stopped meanwhile never starts.
 */
export class LateGateway extends FakeGateway {
  readonly #held: HeldListen;
  readonly #pending: (() => void)[] = [];

  constructor(held: HeldListen) {
    super();
    this.#held = held;
  }

  override onParticipants(
    code: string,
    limit: number,
    cb: (children: RawChild[]) => void,
  ): Unsubscribe {
    return this.#listen('room', () => super.onParticipants(code, limit, cb));
  }

  override onRoundNumber(code: string, cb: (raw: unknown) => void): Unsubscribe {
    return this.#listen('round', () => super.onRoundNumber(code, cb));
  }

  /** The held listens start (and get their first value). */
  release(): void {
    for (const start of this.#pending.splice(0)) start();
  }

  #listen(kind: HeldListen, start: () => Unsubscribe): Unsubscribe {
    if (kind !== this.#held) return start();
    let stop: Unsubscribe | null = null;
    let stopped = false;
    this.#pending.push(() => {
      if (!stopped) stop = start();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }
}

/** Refuses the participant writes named in {@link RefusingGateway.refuse}, as the rules would. */
export class RefusingGateway extends FakeGateway {
  readonly refuse = new Set<'enter' | 'change' | 'setRole' | 'leave'>();
  /** Removing a record fails (a lost connection). */
  failRemove = false;

  override removeParticipant(code: string, userId: string): Promise<void> {
    if (this.failRemove) return Promise.reject(new Error('remove refused'));
    return super.removeParticipant(code, userId);
  }

  override joinRoom(
    code: string,
    userId: string,
    heartbeatMs = 0,
    role: PresenceRole = 'voter',
  ): ParticipantHandle {
    const handle = super.joinRoom(code, userId, heartbeatMs, role);
    const refused = (what: 'enter' | 'change' | 'setRole' | 'leave') =>
      this.refuse.has(what) ? Promise.reject(new Error(`${what} refused`)) : null;
    return {
      enter: (r) => refused('enter') ?? handle.enter(r),
      change: (c) => refused('change') ?? handle.change(c),
      setRole: (r) => refused('setRole') ?? handle.setRole(r),
      leave: (d) => refused('leave') ?? handle.leave(d),
      dispose: () => handle.dispose(),
    };
  }
}

/** Never reports `.info/connected` (a page that cannot reach the database at all). */
export class SilentGateway extends FakeGateway {
  override onConnected(): Unsubscribe {
    return () => undefined;
  }
}
