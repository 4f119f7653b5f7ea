/**
 * The wall's Linear through the UI only (docs/tracker-wall.md). Options' form for Linear:
 * the API key alone (no address: Linear has one API), Remember on a browser wall, by
 * keyboard and axe in English, German and Arabic, with screenshots.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { pickTrackerByKeyboard } from './tracker-options-steps';
import { backToEnglish, inEachWallLanguage, shootTrackerOptions } from './wall-languages';

const KEY_HELP =
  'A personal API key, made in Linear’s settings under \u2066Security & access\u2069. Kept by this page until it closes, unless you tick Remember on this device; never shown again and never shared with the room.';

test('the Linear form asks only for an API key, by keyboard and axe-clean in English, German and Arabic', async ({
  devices,
  code,
}) => {
  test.setTimeout(90_000);
  // axe is added to the page as a script, which the static site's CSP would refuse.
  const wall = await devices.wall(code, { bypassCSP: true });
  // Linear is the sixth tracker: five steps down from Jira Cloud.
  const options = await pickTrackerByKeyboard(wall, 'Linear', 5);
  // One field: the key (no address, e-mail or project).
  await expect(options.getByRole('textbox')).toHaveCount(1);
  const key = options.getByLabel('API key');
  await expect(key).toHaveAttribute('type', 'password');
  await expect(key).toHaveAccessibleDescription(KEY_HELP);
  await expect(options.getByLabel('Address')).toHaveCount(0);
  // From the kind to the key, then Remember: nothing between them.
  await wall.keyboard.press('Tab');
  await expect(key).toBeFocused();
  await wall.keyboard.press('Tab');
  await expect(options.getByRole('checkbox', { name: 'Remember on this device' })).toBeFocused();
  await expectNoAxeViolations(wall, 'the Linear form');
  await inEachWallLanguage(wall, (lang) =>
    shootTrackerOptions(wall, `linear-options-form-${lang}`),
  );
  await expectNoAxeViolations(wall, 'the Linear form in Arabic');
  await backToEnglish(wall);
});
