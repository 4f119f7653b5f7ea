/**
 * One word per concept (docs/architecture.md, Vocabulary; issue 50): the table there is
 * the one list. Its column 'in the code' names what the code calls each concept, its
 * column 'never' the names a concept must not go by (`*Screen*` for the wall, a second
 * `*RosterStore` for the list of people, `*Countdown*` beyond the reveal's 3-2-1). A
 * class, store or exported type of the renderer whose name matches a 'never' pattern and
 * none of the table's names fails here; so does a root's or store's field that holds a
 * store and is not named after its class.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DOCS = 'docs/architecture.md';

/** One row of the vocabulary table. */
interface Word {
  word: string;
  /** The names and name patterns (`RevealCountdown*`) the code uses for it. */
  names: string[];
  /** The name patterns it must not go by. */
  never: string[];
}

/** The backticked identifiers and patterns of a table cell (`ui/wall/` and the like left out). */
function namesIn(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)]
    .map((m) => m[1]!.replace(/\(\)$/, ''))
    .filter((name) => /^[\w$*]+$/.test(name));
}

/** The vocabulary table of the architecture document. */
export function readVocabulary(markdown: string): Word[] {
  const section = markdown.split('\n## Vocabulary\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  const header = (rows[0] ?? '').split('|').map((cell) => cell.trim());
  const codeAt = header.indexOf('in the code');
  const neverAt = header.indexOf('never');
  return rows.slice(2).map((row) => {
    const cells = row.split('|').map((cell) => cell.trim());
    return {
      word: cells[1] ?? '',
      names: namesIn(cells[codeAt] ?? ''),
      never: namesIn(cells[neverAt] ?? ''),
    };
  });
}

/** Whether `name` matches `pattern`, whose `*` stands for any run of characters. */
function matches(name: string, pattern: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[$]/g, '\\$'))
    .join('[\\w$]*');
  return new RegExp(`^${source}$`).test(name);
}

/** The names that break the table: each with the word whose 'never' pattern it matches. */
export function offendingNames(names: readonly string[], words: readonly Word[]): string[] {
  const allowed = words.flatMap((w) => w.names);
  const offending: string[] = [];
  for (const name of names) {
    if (allowed.some((pattern) => matches(name, pattern))) continue;
    const word = words.find((w) => w.never.some((pattern) => matches(name, pattern)));
    if (word) offending.push(`${name} (${word.word})`);
  }
  return offending;
}

/** Every file below `dir` whose name ends in .ts or .tsx. */
function sourcesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesBelow(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [relative(process.cwd(), path)]
      : [];
  });
}

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

const isExported = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The names a reader meets a concept by, in one source file: every class, and every
 * exported interface, type, enum, function or constant named with a capital (a
 * component, a type).
 */
export function declaredNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const node of source.statements) {
    if (ts.isClassDeclaration(node) && node.name) names.push(node.name.text);
    else if (!isExported(node)) continue;
    else if (
      (ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node) ||
        ts.isFunctionDeclaration(node)) &&
      node.name
    ) {
      names.push(node.name.text);
    } else if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) names.push(d.name.text);
      }
    }
  }
  return names.filter((name) => /^[A-Z][a-z]/.test(name));
}

/** The page or concern a class's name may start with, which its holder already says. */
const PLACE = /^(Phone|Wall|Tracker)(?=[A-Z])/;

/**
 * The names a field holding a `className` may have: the class's own, its `Store` or
 * `Root` left off, and its page left off (`PhoneRoot.roster: PhoneRosterStore`).
 */
export function fieldNamesFor(className: string): string[] {
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const bare = className.replace(/(?<=.)(Store|Root)$/, '');
  return [...new Set([className, bare, bare.replace(PLACE, '')].map(lower))];
}

/**
 * The fields of the classes in `source` that hold one of `storeClasses` under another
 * name, as `Class.field: Type`.
 */
export function misnamedFields(source: ts.SourceFile, storeClasses: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const node of source.statements) {
    if (!ts.isClassDeclaration(node) || !node.name) continue;
    for (const member of node.members) {
      if (!ts.isPropertyDeclaration(member) || !member.type) continue;
      // A private field is the class's own business; the rule is for what a reader reaches.
      if (ts.isPrivateIdentifier(member.name)) continue;
      if ((ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)) {
        continue;
      }
      if (!ts.isTypeReferenceNode(member.type) || !ts.isIdentifier(member.type.typeName)) continue;
      const type = member.type.typeName.text;
      if (!storeClasses.has(type)) continue;
      const field = member.name.getText(source);
      if (!fieldNamesFor(type).includes(field)) found.push(`${node.name.text}.${field}: ${type}`);
    }
  }
  return found;
}

/**
 * Fields still named otherwise, each with the change that renames it: a list that only
 * shrinks.
 */
const PENDING: Readonly<Record<string, string>> = {
  // Issue 50's one owner of the round number: PresenceStore then holds none, and its
  // `roundNumber` getter (the number) keeps the name.
  'PresenceStore.round: RoundNumberStore': 'one owner of the round number',
};

const words = readVocabulary(readFileSync(DOCS, 'utf8'));
const renderer = sourcesBelow('renderer').map((file) => parse(file));
const stores = renderer.filter((s) => s.fileName.startsWith('renderer/stores/'));
/** The classes of the stores' folders: stores, controls, roots and their parts. */
const storeClasses = new Set(
  stores.flatMap((s) =>
    s.statements.flatMap((node) =>
      ts.isClassDeclaration(node) && node.name ? [node.name.text] : [],
    ),
  ),
);

describe('the vocabulary table', () => {
  it('settles the words issue 50 lists, each with the names the code uses', () => {
    const settled = words.map((w) => w.word);
    for (const word of [
      'wall',
      'card',
      'roster',
      'reveal',
      'reveal countdown',
      'session timer',
      'reference board',
      'Options',
      // Issue 50: 'stand-in' is the trackers' test servers; the wall's drawing is its first paint.
      'first paint',
    ]) {
      expect(settled).toContain(word);
      expect(words.find((w) => w.word === word)?.names.length).toBeGreaterThan(0);
    }
    expect(words.find((w) => w.word === 'roster')?.names).toEqual(
      expect.arrayContaining(['RosterStore', 'PhoneRosterStore']),
    );
    expect(words.find((w) => w.word === 'wall')?.never).toEqual(['*Screen*']);
  });

  it('names every class and exported type of the renderer by its word', () => {
    const names = renderer.flatMap((source) => declaredNames(source));
    expect(names).toEqual(expect.arrayContaining(['RosterStore', 'WallRoot', 'WallCard']));
    expect(offendingNames(names, words)).toEqual([]);
  });

  it('names each field that holds a store, control or root after its class', () => {
    expect(storeClasses.has('RevealMoment')).toBe(true);
    const misnamed = stores.flatMap((source) => misnamedFields(source, storeClasses));
    expect(misnamed.filter((field) => !(field in PENDING))).toEqual([]);
    // An entry that is renamed leaves this list too.
    expect(Object.keys(PENDING).filter((field) => !misnamed.includes(field))).toEqual([]);
  });
});

describe('the naming check', () => {
  it.each([
    ['PeopleStore', 'PeopleStore (roster)'],
    ['PhoneRoomStore', 'PhoneRoomStore (roster)'],
    ['ScreenHeader', 'ScreenHeader (wall)'],
    ['CountdownStore', 'CountdownStore (reveal countdown)'],
    ['SettingsMenu', 'SettingsMenu (Options)'],
    ['PhoneSizedSoFar', 'PhoneSizedSoFar (reference board)'],
    ['ParticipantView', 'ParticipantView (card)'],
    ['RoomPerson', 'RoomPerson (card)'],
    ['WallStandIn', 'WallStandIn (first paint)'],
  ])('fails on %s', (name, offence) => {
    expect(offendingNames([name], words)).toEqual([offence]);
  });

  it.each([
    'RosterStore',
    'PhoneRosterStore',
    'RevealCountdownStore',
    'SessionTimerStore',
    'KioskSettingsStore',
    'ScreenConfig',
  ])('lets %s be', (name) => {
    expect(offendingNames([name], words)).toEqual([]);
  });

  it('reads classes, and exported types and components, from a source', () => {
    const source = parse(
      'renderer/x.tsx',
      [
        'class ScreenHelper {}',
        'export interface ScreenProps {}',
        'export const ScreenBody = observer(function ScreenBody() { return null; });',
        'interface ScreenLocal {}',
        'export const SCREEN_ID = 1;',
      ].join('\n'),
    );
    expect(declaredNames(source)).toEqual(['ScreenHelper', 'ScreenProps', 'ScreenBody']);
  });

  it('fails on a field that holds a store under another name', () => {
    const source = parse(
      'renderer/stores/wall/x.ts',
      [
        'class WallRoot {',
        '  readonly moment: RevealMoment;',
        '  readonly revealMoment: RevealMoment;',
        '  readonly roster: RosterStore;',
        '  readonly deckChoice: DeckChoiceStore;',
        '  readonly #chime: RevealChime;',
        '  readonly recorder: RoundRecorder;',
        '  readonly code: string;',
        '}',
      ].join('\n'),
    );
    const known = new Set(['RevealMoment', 'RosterStore', 'DeckChoiceStore', 'RoundRecorder']);
    expect(misnamedFields(source, known)).toEqual([
      'WallRoot.moment: RevealMoment',
      'WallRoot.recorder: RoundRecorder',
    ]);
  });
});
