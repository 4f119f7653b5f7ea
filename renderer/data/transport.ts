/**
 * Which transport the Firebase SDK may use: websockets only, on Firebase as on the
 * local database.
 *
 * With an `https://` databaseURL the SDK stores `firebase:previous_websocket_failure`
 * in local storage before each websocket attempt and clears it only after a healthy
 * while; when the flag is set it starts with long polling, which loads
 * `https://{db host}/.lp?...` as a script. Our Content-Security-Policy refuses that
 * script (shared/content-security-policy.ts), so one failed attempt (an outage, a
 * phone locked while connecting) would leave the site offline for good. A `ws://` or
 * `wss://` URL makes the SDK skip long polling whatever the flag says.
 *
 * The trade-off (docs/firebase.md): a network whose proxy blocks websockets cannot
 * reach the database. Allowing long polling instead would mean `script-src` for every
 * `*.firebaseio.com` host, which any Firebase project's owner could answer with script.
 */

/** `databaseURL` with its scheme made a websocket one (https → wss, http → ws). */
export function websocketOnlyURL(databaseURL: string): string {
  return databaseURL.replace(/^(https?):\/\//i, (_, scheme: string) =>
    scheme.toLowerCase() === 'https' ? 'wss://' : 'ws://',
  );
}
