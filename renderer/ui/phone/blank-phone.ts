/**
 * The phone page as the build prerenders it (scripts/prerender-join-page.ts): stores over
 * empty storage and a database that never answers, so nothing of any device (a name
 * kept on the phone, a chosen picture, its language) is in the HTML. The browser
 * hydrates that HTML with the same blank stores, then shows its own.
 */
import { memoryStorage } from '../../app-deps';
import { deferGateway } from '../../data/deferred-gateway';
import { browserPlatform } from '../../platform/platform';
import { systemClock, type AppDeps } from '../../stores/common/deps';
import { PhoneRoot, type PhoneRootOptions } from '../../stores/phone/phone-root';

/** Dependencies that remember nothing and reach no database. */
export function blankDeps(): AppDeps {
  return {
    gateway: deferGateway(new Promise(() => undefined)),
    clock: systemClock,
    // The blank stores' own user id: never written anywhere.
    random: () => 0,
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    platform: browserPlatform,
    log: console,
  };
}

/**
 * A phone page's stores as prerendered: the join form's never started, never joined; the
 * joined page's given the joined view's stores' code (`loadJoined`).
 */
export function blankPhone(code: string, loadJoined?: PhoneRootOptions['loadJoined']): PhoneRoot {
  return new PhoneRoot(code, blankDeps(), { navigate: () => undefined, loadJoined });
}
