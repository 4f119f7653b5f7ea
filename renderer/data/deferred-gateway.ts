/**
 * A {@link DatabaseGateway} usable before the database code has arrived. The
 * Firebase SDK is the biggest piece of the app (about 48 KB gzip); the pages
 * render with this gateway at once while the SDK and `config.json` load in
 * parallel, and every call made meanwhile is carried out once the real gateway
 * is there: subscriptions start then (and can be stopped before), writes and
 * reads resolve then, a participant joins then and its handle's calls follow in order
 * (deferred-join.ts).
 *
 * The wall also takes a first look at its room by REST (data/first-look.ts): until the
 * real gateway's listener has answered, a subscription gets the look's answer, so the
 * first cards paint before the SDK is evaluated.
 *
 * Adding a method to {@link DatabaseGateway}: add one line below, `live(...)` for
 * a subscription that returns an {@link Unsubscribe}, `later(...)` for a method
 * that returns a promise.
 */
import type { FirstLook, SubscriptionKey } from './first-look';
import type { DatabaseGateway, Unsubscribe } from './gateway';
import { deferJoin } from './deferred-join';

type PromiseKey = {
  [K in keyof DatabaseGateway]: DatabaseGateway[K] extends (...args: never[]) => Promise<unknown>
    ? K
    : never;
}[keyof DatabaseGateway];

/** The deferred gateway plus what the page may want to know about the loading. */
export interface DeferredGateway extends DatabaseGateway {
  /** Resolves with the real gateway; rejects when it could not be created. */
  readonly ready: Promise<DatabaseGateway>;
}

/**
 * Wraps the gateway being loaded. When loading fails the error is reported through
 * `log` once; subscriptions then never fire and writes reject with that error, so the
 * pages stay in their 'Connecting…' or offline state instead of crashing.
 */
export function deferGateway(
  loading: Promise<DatabaseGateway>,
  log: (...args: unknown[]) => void = (...args) => console.error(...args),
  firstLook: FirstLook | null = null,
): DeferredGateway {
  let gateway: DatabaseGateway | null = null;
  const ready = loading.then((g) => {
    gateway = g;
    return g;
  });
  ready.catch((e: unknown) => log('Story Point could not reach its database code:', e));

  /** Runs `start` on the real gateway (now, or once loaded) unless stopped first. */
  const subscribe = (start: (g: DatabaseGateway) => Unsubscribe): Unsubscribe => {
    if (gateway) return start(gateway);
    let stop: Unsubscribe | null = null;
    let stopped = false;
    ready.then(
      (g) => {
        if (!stopped) stop = start(g);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };

  const live =
    <K extends SubscriptionKey>(key: K) =>
    (...args: Parameters<DatabaseGateway[K]>): Unsubscribe => {
      const cb = args[args.length - 1] as (value: unknown) => void;
      const early = gateway ? null : (firstLook?.answer(key, args.slice(0, -1)) ?? null);
      if (!early) {
        return subscribe((g) => (g[key] as (...a: typeof args) => Unsubscribe)(...args));
      }
      // The first look's answer stands until the database's own listener has answered.
      let answered = false;
      let stopped = false;
      const own = [...args.slice(0, -1), (value: unknown) => ((answered = true), cb(value))];
      const stop = subscribe((g) => (g[key] as (...a: unknown[]) => Unsubscribe)(...own));
      early.then(
        (value) => {
          if (answered || stopped) return;
          cb(value);
          firstLook?.delivered(key);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        stop();
      };
    };

  const later =
    <K extends PromiseKey>(key: K) =>
    (...args: Parameters<DatabaseGateway[K]>): ReturnType<DatabaseGateway[K]> =>
      ready.then((g) =>
        (g[key] as (...a: Parameters<DatabaseGateway[K]>) => ReturnType<DatabaseGateway[K]>)(
          ...args,
        ),
      ) as ReturnType<DatabaseGateway[K]>;

  const joinRoom: DatabaseGateway['joinRoom'] = (...args) =>
    gateway ? gateway.joinRoom(...args) : deferJoin(ready, args);

  return {
    ready,
    onConfig: live('onConfig'),
    updateConfig: later('updateConfig'),
    readThemes: later('readThemes'),
    onParticipants: live('onParticipants'),
    readParticipants: later('readParticipants'),
    writeSelected: later('writeSelected'),
    startNewRound: later('startNewRound'),
    onPresence: live('onPresence'),
    onDepartures: live('onDepartures'),
    removeParticipant: later('removeParticipant'),
    onConnected: live('onConnected'),
    onOwnRecord: live('onOwnRecord'),
    joinRoom,
    onStory: live('onStory'),
    setStory: later('setStory'),
    onDeck: live('onDeck'),
    setDeck: later('setDeck'),
    onTimer: live('onTimer'),
    startTimer: later('startTimer'),
    stopTimer: later('stopTimer'),
    onRoundNumber: live('onRoundNumber'),
    onHistory: live('onHistory'),
    keepRound: later('keepRound'),
    deleteHistoryEntry: later('deleteHistoryEntry'),
    onBacklog: live('onBacklog'),
    onCurrentStory: live('onCurrentStory'),
    onSessionPart: live('onSessionPart'),
    updateSession: later('updateSession'),
    // Until the database answers, the local clock is the best estimate of its time.
    serverNow: () => (gateway ? gateway.serverNow() : Date.now()),
  };
}
