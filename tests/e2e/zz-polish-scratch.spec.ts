import ar from '../../renderer/i18n/catalogues/ar/index';
import de from '../../renderer/i18n/catalogues/de/index';
import { en } from '../../renderer/i18n/en';
import { expect, saveScreenshot, test } from './fixtures';
import { transitionsDone } from './settled';

const LANGUAGES = [
  { code: 'en', text: en },
  { code: 'de', text: de },
  { code: 'ar', text: ar },
] as const;
const VALUES = ['1', '2', '3', '5', '8', '13', '20', '?'];
for (const lang of LANGUAGES) {
  test(`scratch ${lang.code}`, async ({ devices, code, writer }) => {
    writer.raw(`sessions/${code}/backlog`, {
      '0': { key: 'PAY-101', title: 'Pay by card' },
      '1': { key: 'PAY-102', title: 'Refund' },
    });
    writer.raw(`sessions/${code}/currentStory`, '0');
    writer.raw(`sessions/${code}/options`, { suggestedCard: 'up' });
    await writer.joinMany(
      code,
      VALUES.map((value, i) => ({ userId: `p${i}`, userName: `Person ${i}`, value, showCard: false })),
    );
    const wall = await devices.wall(code, { locale: lang.code, band: lang.text.session.session });
    await Promise.all(VALUES.map((_, i) => writer.ready(code, `p${i}`, true)));
    await expect(wall.getByTestId('result-summary')).toBeVisible();
    await transitionsDone(wall);
    await saveScreenshot(wall, `polish-result-${lang.code}`);
    const h = await wall.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="result-distribution"] li')).map(
        (li) => li.getBoundingClientRect().height,
      ),
    );
    console.log(lang.code, JSON.stringify(h));
  });
}
