/**
 * When the phone page first shows this device's own stores (renderer/main.tsx waits for it
 * before it asks for the database code): after hydrating the prerendered form, or at once
 * when the page renders afresh. Until then the form is the HTML's, and the database SDK's
 * download and evaluation must not compete with it for the network or the main thread.
 * In the entry chunk: both main.tsx and the page's chunk use it.
 */
let markShown: () => void = () => undefined;

/** Resolves once {@link markPhonePageShown} was called. */
export const phonePageShown = new Promise<void>((resolve) => (markShown = resolve));

/** The page shows its own stores and has painted them (called again: nothing more). */
export function markPhonePageShown(): void {
  markShown();
}
