/**
 * Which names a request may reach the local database by (its Host header). A web page
 * that rebinds its own name to this server's address (DNS rebinding) has the browser
 * send that name; the Origin check (`origin.ts`) then sees the page as same-site and
 * cannot tell. Answering only the names this server is known by closes that door:
 * loopback names, this computer's own addresses, and the names the operator or the
 * room server configures (the LAN address, the configured `site`'s host).
 */
import { isLoopbackHost } from '../../shared/join-site';

/** Names and addresses beyond loopback that the server is reached by, asked anew on each request. */
export type AllowedHosts = () => readonly string[];

/** Refused names logged, at most: a hostile page cannot flood the log. */
const MAX_LOGGED_HOSTS = 100;

/** A name without the brackets of an IPv6 address, lower case. */
const bare = (name: string): string => name.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/** The name part of a Host header (`[::1]:9000` → `::1`), lower case; null when unreadable. */
export function hostnameOf(header: string): string | null {
  const url = URL.parse(`http://${header}`);
  if (url === null || url.username !== '' || url.pathname !== '/') return null;
  return bare(url.hostname);
}

/** Checks the Host header of requests and logs each refused name once. */
export class HostCheck {
  private readonly logged = new Set<string>();

  /**
   * @param allowed - the names and addresses beyond loopback (lower case or not)
   * @param log - the operator's log
   */
  constructor(
    private readonly allowed: AllowedHosts,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Why a request naming `header` as its host is refused, or null when it is served.
   * A request without one (HTTP/1.0, a hand-made client) is not a browser's, and is served.
   */
  refusal(header: string | undefined): string | null {
    if (header === undefined) return null;
    const name = hostnameOf(header);
    if (name !== null && (isLoopbackHost(name) || this.isAllowed(name))) return null;
    const shown = header.slice(0, 200);
    if (!this.logged.has(shown) && this.logged.size < MAX_LOGGED_HOSTS) {
      this.logged.add(shown);
      this.log(
        `local-db: refused requests for the host name ${shown}: not a name of this server ` +
          '(a name the operator uses can be allowed: DB_ALLOWED_HOSTS)',
      );
    }
    return `This database is not served as ${shown}`;
  }

  private isAllowed(name: string): boolean {
    return this.allowed().some((host) => bare(host) === name);
  }
}

/** The environment variable naming further host names of `npm run db` and `npm start`, comma-separated. */
export const ALLOWED_HOSTS_ENV = 'DB_ALLOWED_HOSTS';

/** The names a comma-separated list gives (`a.example, b.example`), blanks left out. */
export function hostNamesIn(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** The names {@link ALLOWED_HOSTS_ENV} lists in `env`. */
export function allowedHostsFrom(env: NodeJS.ProcessEnv): string[] {
  return hostNamesIn(env[ALLOWED_HOSTS_ENV] ?? '');
}

/**
 * Whether `name` is a host name or address as a Host header names it, without a port
 * (`room-pc.example`, `192.0.2.10`, `[2001:db8::10]`).
 */
export function isHostName(name: string): boolean {
  return hostnameOf(name) === bare(name);
}
