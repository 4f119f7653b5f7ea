/**
 * Which prerendered phone page the room server answers `/{code}/vote` with: the one in
 * the language the phone will show (its own choice in the cookie, its browser's
 * languages, the deployment's `lang`, English: shared/locale-headers.ts), so a German
 * phone paints German at once. A language the build has no page for gets the English
 * page, which the renderer then turns into the phone's language.
 */
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { requestedLocale } from '../shared/locale-headers';
import { DEFAULT_LOCALE, type LocaleCode } from '../shared/locales';
import { votePageFile } from '../shared/vote-page';

/** A prerendered phone page to answer with. */
export interface VotePage {
  file: string;
  info: Stats;
  /** The language it is written in. */
  locale: LocaleCode;
}

/** The response headers of a page chosen by {@link chooseVotePage}. */
export function votePageHeaders(page: VotePage): Record<string, string> {
  return {
    // Caches keep one copy per language asked for, not one for everyone.
    vary: 'accept-encoding, accept-language, cookie',
    'content-language': page.locale,
  };
}

async function fileAt(file: string): Promise<Stats | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info : null;
}

/**
 * The phone's page in its language if built, else the English one, else null (a build
 * without prerendered pages: the app's index.html then).
 */
export async function chooseVotePage(
  root: string,
  headers: IncomingHttpHeaders,
  config: Record<string, unknown> | undefined,
): Promise<VotePage | null> {
  const lang = config?.['lang'];
  const locale = requestedLocale({
    cookie: headers.cookie,
    acceptLanguage: headers['accept-language'],
    deployment: typeof lang === 'string' ? lang : null,
  });
  for (const candidate of new Set([locale, DEFAULT_LOCALE])) {
    const file = path.join(root, votePageFile(candidate));
    const info = await fileAt(file);
    if (info) return { file, info, locale: candidate };
  }
  return null;
}
