/**
 * The seeded themes, given to a wall the way selecting one in Options does, and a wait
 * until the wall shows one (its colours arrive with the config, then fade in).
 */
import type { Page } from '@playwright/test';
import { loadThemes } from '../../server/db/server';
import { parseThemes } from '../../renderer/domain/records';
import type { Theme } from '../../renderer/domain/types';
import type { Writer } from './fixtures';
import { transitionsDone } from './settled';

/** Every seeded theme. */
export const THEMES: readonly Theme[] = parseThemes(loadThemes());

/** Writes the theme's colours as the screen's config. */
export function applyTheme(writer: Writer, code: string, theme: Theme): void {
  writer.raw(`configs/${code}`, theme.values);
}

/** Waits until the wall's colours are the theme's and have stopped fading. */
export async function themeShown(page: Page, theme: Theme): Promise<void> {
  await page.waitForFunction((want) => {
    const root = document.querySelector<HTMLElement>('[style*="--sp-screen-bg"]');
    return root?.style.getPropertyValue('--sp-screen-bg').toLowerCase() === want;
  }, theme.values.screenBackground.toLowerCase());
  await transitionsDone(page);
}
