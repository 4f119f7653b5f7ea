/**
 * The lint rule that keeps words out of the UI's code (eslint.config.js,
 * scripts/eslint/ui-text.js) refuses what it must and lets symbols through, so it
 * cannot silently disappear: each example is linted as if it stood in renderer/ui.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'story-point/no-literal-ui-text';

/** The texts the rule refuses in a component whose JSX is `jsx`, placed at `file`. */
async function refused(
  jsx: string,
  file = 'renderer/ui/wall/Example.tsx',
  before = '',
): Promise<string[]> {
  const code = `const t = (k: string) => k;\nconst on = Math.random() > 0.5;\nconst n = 3;\n${before}\nexport const Example = () => (${jsx});\nexport const used = [t, on, n];\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === RULE)
    .map((m) => /\("(.*)"\)/.exec(m.message)?.[1] ?? m.message);
}

describe('words in the UI come from the catalogue', () => {
  it.each([
    ['JSX text', '<b>Keyboard shortcuts</b>', ['Keyboard shortcuts']],
    ['a string child', "<b>{'Close'}</b>", ['Close']],
    ['both branches of a choice', "<b>{on ? 'Selected' : 'Select'}</b>", ['Selected', 'Select']],
    ['an aria-label', '<button aria-label="Remove image rule" />', ['Remove image rule']],
    ['a title', "<span title={on ? t('x') : 'Preview'} />", ['Preview']],
    ['a placeholder in a template', '<input placeholder={`Name ${1}`} />', ['Name']],
    ['a label', '<input label="Images" />', ['Images']],
    ['a help text under a field', '<input help={`${1}/${2} · remembered`} />', ['· remembered']],
    ['a fallback', "<b>{t('x') || 'No story'}</b>", ['No story']],
    ['words in any script', '<b>ストーリー</b>', ['ストーリー']],
    ['words joined with +', "<b>{'Average ' + n}</b>", ['Average']],
    ['words joined with + in a prop', "<b title={n + ' votes'} />", ['votes']],
    ['words passed through String()', "<b>{String('Votes')}</b>", ['Votes']],
    ['words joined from a list', "<b>{['Left', 'Right'].join(', ')}</b>", ['Left', 'Right']],
    ['words in upper case', "<b>{'ready'.toUpperCase()}</b>", ['ready']],
    ["a list item's texts", '<li primary="Story" secondary="Estimate" />', ['Story', 'Estimate']],
    ["a snackbar's message", '<div message="Copied" />', ['Copied']],
    ['an aria-placeholder', '<div aria-placeholder="Search" />', ['Search']],
    ["a status label's text", '<span text="Away" />', ['Away']],
  ])('refuses %s', async (_what, jsx, texts) => {
    expect(await refused(jsx)).toEqual(texts);
  });

  it.each([
    ['shown as a child', "const label = 'Open the menu';", '<b>{label}</b>', ['Open the menu']],
    [
      'in a read prop',
      "const label = 'Open the menu';",
      '<b aria-label={label} />',
      ['Open the menu'],
    ],
    ['of either branch', "const label = on ? 'Open' : t('x');", '<b title={label} />', ['Open']],
    ['through another', "const a = 'Close';\nconst b = a;", '<b>{b}</b>', ['Close']],
  ])('refuses a constant of the file %s', async (_what, before, jsx, texts) => {
    expect(await refused(jsx, undefined, before)).toEqual(texts);
  });

  it.each([
    ['a constant only used for a test id', "const ID = 'history-round';", '<b data-testid={ID} />'],
    ['a catalogue text kept in a constant', "const label = t('close');", '<b>{label}</b>'],
    ['a variable that changes', "let label = 'x';\nlabel = t('y');", '<b>{label}</b>'],
    ['a number in a constant', 'const max = 20;', '<b title={String(max)}>{max}</b>'],
  ])('lets through %s', async (_what, before, jsx) => {
    expect(await refused(jsx, undefined, before)).toEqual([]);
  });

  it('says where the words belong', async () => {
    const [result] = await eslint.lintText('export const X = () => <b>Close</b>;\n', {
      filePath: 'renderer/ui/wall/options/X.tsx',
    });
    expect(result?.messages.map((m) => m.message).join('\n')).toContain('language catalogue');
  });

  it.each([
    ['a catalogue text', "<b aria-label={t('close')}>{t('close')}</b>"],
    ['symbols, numbers and card values', "<b title=\"?\">{'½'} ☕ ∞ 13 · … {'0:30'}</b>"],
    ["the product's name and T-shirt sizes", '<b title="Story Point">XL {\'XS\'}</b>'],
    ['format hints of a field', '<input placeholder="#rrggbb" title="https://…" />'],
    ['props nobody reads', '<b className="card" data-testid="history-round" role="status" />'],
    ['an address', '<b title="https://example.com/join" text="mailto:someone@example.com" />'],
    ['a number joined to a symbol', "<b>{n + '%'}{[n, '·'].join(' ')}</b>"],
  ])('lets through %s', async (_what, jsx) => {
    expect(await refused(jsx)).toEqual([]);
  });

  it('applies to the UI only (a test or a store may hold English)', async () => {
    expect(await refused('<b>Close</b>', 'tests/unit/ui/example.test.tsx')).toEqual([]);
    expect(await refused('<b>Close</b>', 'renderer/App.tsx')).toEqual(['Close']);
  });
});
