/**
 * The host the handshake names. A client that follows the handshake (every SDK but
 * the web SDK in emulator mode) makes its later connections to that host, so it must
 * be one the client can reach: the one it reached us by, as its `Host` header says.
 * A phone or bot that came by the room PC's LAN address, or a TLS front answering
 * for `{name}.firebaseio.com`, stays on that address rather than being sent to its
 * own loopback.
 */

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST_HEADER = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * `host` (the request's `Host` header) when it is a plain host with an optional
 * port, else `fallback` (the address the server listens on). A header without a
 * port is kept so: the client came by its scheme's default port (a TLS front).
 */
export function handshakeHost(host: string | undefined, fallback: string): string {
  return host !== undefined && HOST_HEADER.test(host) ? host : fallback;
}
