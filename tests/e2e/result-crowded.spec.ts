import ar from '../../renderer/i18n/catalogues/ar/index';
import de from '../../renderer/i18n/catalogues/de/index';
import { en } from '../../renderer/i18n/en';
import { expect, saveScreenshot, test } from './fixtures';
import { transitionsDone } from './settled';

/**
 * The fullest side column a landscape wall shows: a backlog story's result with eight
 * different votes, 'Next card up' (the longest label) and Next story with its other
 * cards. The room reads it from across the table: the suggested card whole, every bar
 * row tall enough to read, nothing over the result.
 */
const LANGUAGES = [
  { code: 'en', text: en },
  { code: 'de', text: de },
  { code: 'ar', text: ar },
] as const;
const VALUES = ['1', '2', '3', '5', '8', '13', '20', '?'];

for (const lang of LANGUAGES) {
  test(`a crowded result reads whole at 1920x1080 (${lang.code})`, async ({
    devices,
    code,
    writer,
  }) => {
    writer.raw(`sessions/${code}/backlog`, {
      '0': { key: 'PAY-101', title: 'Pay by card' },
      '1': { key: 'PAY-102', title: 'Refund' },
    });
    writer.raw(`sessions/${code}/currentStory`, '0');
    writer.raw(`sessions/${code}/options`, { suggestedCard: 'up' });
    await writer.joinMany(
      code,
      VALUES.map((value, i) => ({
        userId: `p${i}`,
        userName: `Person ${i}`,
        value,
        showCard: false,
      })),
    );
    const wall = await devices.wall(code, { locale: lang.code, band: lang.text.session.session });
    await Promise.all(VALUES.map((_, i) => writer.ready(code, `p${i}`, true)));
    const panel = wall.getByTestId('result-summary');
    await expect(panel).toBeVisible();
    await transitionsDone(wall);
    await saveScreenshot(wall, `result-crowded-${lang.code}`);

    const panelBox = (await panel.boundingBox())!;
    const suggested = (await wall.getByTestId('result-closest-value').boundingBox())!;
    expect(suggested.y + suggested.height).toBeLessThanOrEqual(panelBox.y + panelBox.height);
    const rows = await wall.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="result-distribution"] li')).map((li) => {
        const r = li.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: r.height };
      }),
    );
    expect(rows).toHaveLength(VALUES.length);
    for (const row of rows) {
      // 40 of the wall's 1,080 pixels: a value a room reads from its seats.
      expect(row.height).toBeGreaterThanOrEqual(40);
      expect(row.bottom).toBeLessThanOrEqual(panelBox.y + panelBox.height);
    }
    // Next story stays usable; the join panel gave way to them.
    await expect(wall.getByRole('button', { name: lang.text.nextStory.nextStory })).toBeVisible();
    await expect(wall.getByTestId('join-panel')).toBeHidden();
  });
}
