/**
 * The phone's prerendered join page, one file per language beside index.html: the
 * build writes them (scripts/prerender-plugin.ts) and the room server answers
 * `/{code}/vote` with the one in the phone's language (server/static-server.ts).
 * English, the fallback, is `vote.html`. See docs/architecture.md, "The prerendered join page".
 */
import { DEFAULT_LOCALE, type LocaleCode } from './locales';

/** The file name of the prerendered phone page in `code`. */
export function votePageFile(code: LocaleCode): string {
  return code === DEFAULT_LOCALE ? 'vote.html' : `vote.${code}.html`;
}
