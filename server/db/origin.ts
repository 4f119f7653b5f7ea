/**
 * Which web pages may use the local database. A browser names the page behind
 * every websocket it opens and every cross-site request it sends in the Origin
 * header; without this check any page opened on the meeting room's network
 * could read and write the rooms. Allowed are requests without an Origin (the
 * SDK in Node, curl, a REST client) and pages from the origins the server was
 * told it serves; without such a list, pages on this computer (loopback: the
 * development and test servers) and the kiosk's own pages.
 */
import { isLoopbackHost } from '../../shared/join-site';

/** The origins allowed now (`http://192.0.2.10:5173`, `app://story-point`), asked anew on every request. */
export type AllowedOrigins = () => readonly string[];

/** The kiosk's own pages (`APP_ORIGIN` of main/app-protocol.ts, which a test keeps equal). */
export const KIOSK_ORIGIN = 'app://story-point';

/** Refused origins logged, at most: a hostile page cannot flood the log. */
const MAX_LOGGED_ORIGINS = 100;

/** Whether `origin` is an http(s) page of this computer. */
function isLoopbackOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  return (
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    isLoopbackHost(url.hostname)
  );
}

/** Checks the Origin of requests and logs each refused origin once. */
export class OriginCheck {
  private readonly logged = new Set<string>();

  /**
   * @param allowed - the origins allowed; absent, loopback pages only
   * @param log - the operator's log
   */
  constructor(
    private readonly allowed: AllowedOrigins | undefined,
    private readonly log: (message: string) => void,
  ) {}

  /** Why a request from `origin` is refused, or null when it is allowed. */
  refusal(origin: string | undefined): string | null {
    if (origin === undefined) return null;
    const ok = this.allowed
      ? this.allowed().includes(origin)
      : origin === KIOSK_ORIGIN || isLoopbackOrigin(origin);
    if (ok) return null;
    const shown = origin.slice(0, 200);
    const reason = `Pages from ${shown} may not use this database`;
    if (!this.logged.has(shown) && this.logged.size < MAX_LOGGED_ORIGINS) {
      this.logged.add(shown);
      this.log(
        `local-db: refused requests from the page origin ${shown}: not one this server serves`,
      );
    }
    return reason;
  }
}
