/**
 * The contract between the room server and the wall's first paint, which the build
 * bundles for Node (scripts/wall-first-paint-plugin.ts from renderer/first-paint/
 * wall-first-paint.ts) and the room server loads (server/wall-first-paint.ts): the server
 * never imports the renderer, it loads what the build made of it.
 */
import type { LocaleCode } from './locales';
import type { RuntimeConfig } from './runtime-config';

/** The folder beside the site's (`dist/web`) the build writes it to: no host serves it. */
export const WALL_FIRST_PAINT_DIR = 'wall-first-paint';

/** Its entry, in {@link WALL_FIRST_PAINT_DIR}. */
export const WALL_FIRST_PAINT_FILE = 'wall-first-paint.mjs';

/** The script the server inlines after the cards (it fits and then removes them), beside it. */
export const WALL_FIRST_PAINT_SCRIPT = 'first-paint.js';

/** What the room server asks the wall's first paint for. */
export interface WallFirstPaintRequest {
  /** The screen's code, as the route gives it. */
  code: string;
  /** The language the wall will show (shared/locale-headers.ts, in the wall's order). */
  lang: LocaleCode;
  /** Where the database is, as the page's `config.json` says it for the server itself. */
  config: RuntimeConfig;
  /** How long the room's reads may take before the page is served as it always was. */
  timeoutMs: number;
}

/**
 * The entry's one export: the HTML of the wall with the room's cards, or null when there
 * is none to show (an empty room, a read that failed or did not answer in time).
 */
export type RenderWallFirstPaint = (request: WallFirstPaintRequest) => Promise<string | null>;
