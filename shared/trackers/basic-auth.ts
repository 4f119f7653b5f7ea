/** HTTP basic auth in Node and a browser alike (Jira Cloud's `email:token`, Azure's `:PAT`). */

/** base64 of a UTF-8 string. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The basic-auth value (without the `Basic ` word) of `user:secret`. */
export function basicCredential(user: string, secret: string): string {
  return base64(`${user}:${secret}`);
}
