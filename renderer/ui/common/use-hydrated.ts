import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server (the build's prerender) and while the browser
 * hydrates that HTML, true in every later render and in a page rendered in the browser
 * from the start. A component shows what the prerender showed until this is true, so
 * hydration finds exactly the HTML it expects, and then what the device knows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
