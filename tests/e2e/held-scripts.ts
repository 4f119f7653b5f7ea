/**
 * The app's script files held back in a test, as a slow network would: the phone's
 * prerendered page before its code runs, the wall before the database SDK has arrived.
 */
import type { Page, Route } from '@playwright/test';

/** The page's scripts, held back until released. */
export interface HeldScripts {
  /** Lets the page's scripts come, the database SDK's chunk too unless it is held on. */
  release(): void;
  /** Lets the database SDK's chunk come (when {@link holdScripts} held it on). */
  releaseDatabase(): void;
}

/** The chunk that carries the database SDK (renderer/data/firebase-gateway.ts). */
export const DATABASE_CHUNK = /\/assets\/firebase-gateway-[^/]*\.js$/;

/**
 * Holds every script file of the app back (the inline boot script still runs);
 * `holdDatabase` keeps the database SDK's chunk back after {@link HeldScripts.release}.
 */
export async function holdScripts(page: Page, holdDatabase = false): Promise<HeldScripts> {
  let release = () => undefined as void;
  let releaseDatabase = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const databaseReleased = holdDatabase
    ? new Promise<void>((resolve) => (releaseDatabase = resolve))
    : released;
  await page.route('**/assets/*.js', async (route: Route) => {
    await (DATABASE_CHUNK.test(route.request().url()) ? databaseReleased : released);
    await route.continue().catch(() => undefined);
  });
  return { release, releaseDatabase };
}
