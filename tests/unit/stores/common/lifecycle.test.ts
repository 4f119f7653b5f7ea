/**
 * The one lifecycle helper every store and root holds: a root's parts start in the order
 * it lists them and are disposed in reverse, once, and all of it again after a restart.
 */
import { describe, expect, it } from 'vitest';
import { Lifecycle, startInOrder } from '../../../../renderer/stores/common/lifecycle';

function parts(log: string[]) {
  const part = (name: string) => ({
    start: () => void log.push(`start ${name}`),
    dispose: () => void log.push(`dispose ${name}`),
  });
  return [part('config'), part('roster'), { dispose: () => void log.push('dispose pause') }];
}

describe('Lifecycle', () => {
  it('starts the parts in order and disposes them in reverse, once each time', () => {
    const log: string[] = [];
    const life = new Lifecycle();
    const list = parts(log);
    const start = () => life.start(() => startInOrder(list));
    start();
    start();
    life.dispose();
    life.dispose();
    start();
    expect(log).toEqual([
      'start config',
      'start roster',
      'dispose pause',
      'dispose roster',
      'dispose config',
      'start config',
      'start roster',
    ]);
  });

  it('says whether it is started, and disposed until the next start', () => {
    const life = new Lifecycle();
    const state = () => [life.started, life.disposed];
    expect(state()).toEqual([false, false]);
    let during: boolean[] = [];
    life.start(() => {
      during = state();
    });
    expect(during).toEqual([true, false]);
    life.dispose();
    expect(state()).toEqual([false, true]);
    life.start(() => []);
    expect(state()).toEqual([true, false]);
  });
});
