/**
 * A participant joining before the database code has arrived (deferred-gateway.ts): the
 * join happens once the real gateway is there, and the handle's calls follow it in order.
 */
import type { DatabaseGateway, ParticipantHandle } from './gateway';

/** Joins through `ready`'s gateway once it arrives; a page gone before then never joins. */
export function deferJoin(
  ready: Promise<DatabaseGateway>,
  args: Parameters<DatabaseGateway['joinRoom']>,
): ParticipantHandle {
  let disposed = false;
  const handle = ready.then((g) => (disposed ? null : g.joinRoom(...args)));
  // The handle's calls run in order after the join.
  const after =
    <K extends 'enter' | 'change' | 'setRole' | 'leave'>(key: K) =>
    (...a: Parameters<ParticipantHandle[K]>): Promise<void> =>
      handle.then((h) => (h?.[key] as ((...b: typeof a) => Promise<void>) | undefined)?.(...a));
  return {
    enter: after('enter'),
    change: after('change'),
    setRole: after('setRole'),
    leave: after('leave'),
    dispose() {
      disposed = true;
      void handle.then(
        (h) => h?.dispose(),
        () => undefined,
      );
    },
  };
}
