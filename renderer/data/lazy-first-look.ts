/**
 * The wall's first look (data/first-look.ts) while its code is on its way. That code is a
 * chunk of its own, which only the wall fetches (its boot preloads it, vite.config.ts):
 * the phone's pages start from the same entry and have no use for it. A subscription
 * made before the code is in waits for the look's answer; where the look has none (or its
 * code could not be fetched), the answer fails and the database's own listener answers,
 * as the deferred gateway does for any failed look.
 */
import type { FirstLook } from './first-look';

export function lazyFirstLook(loading: Promise<FirstLook>): FirstLook {
  return {
    answer: (key, args) =>
      loading.then(
        (look) => look.answer(key, args) ?? Promise.reject(new Error(`no first look at ${key}`)),
      ),
    delivered: (key) => void loading.then((look) => look.delivered(key)),
    // Without the look's code there is nothing to wait for: the SDK loads at once.
    shown: loading.then(
      (look) => look.shown,
      () => undefined,
    ),
  };
}
