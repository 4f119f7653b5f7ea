/**
 * A Projects v2 view's filter applied on the wall's side (docs/trackers.md, "GitHub: the
 * query"): GitHub's API gives a view's filter as text but filters no project's items,
 * so the items fetched are matched here. Qualifiers are ANDed and a comma list is an OR,
 * as GitHub's "Filtering projects" says; `-` negates one. A qualifier the wall cannot
 * apply is never dropped silently: it is returned in `notApplied`, the rest applied.
 */
import { knownIteration, matchesIteration, type IterationSpan } from './view-iterations';

/** What a filter is matched against: an issue item, its metadata and field values. */
export interface FilterableItem {
  open: boolean;
  repository: string;
  labels: string[];
  assignees: string[];
  milestone: string | null;
  /** Values by field name in lower case: an option's name, an iteration, a number. */
  values: Map<string, FieldValue>;
}

export type FieldValue =
  | { kind: 'option'; name: string }
  | { kind: 'iteration'; iteration: IterationSpan }
  | { kind: 'number'; number: number };

/** The project's fields a filter may name, by name in lower case, with their kind. */
export interface FilterFields {
  kinds: Map<string, 'option' | 'iteration' | 'number'>;
  /** Every iteration of each iteration field (completed ones too), for `@current`. */
  iterations: Map<string, IterationSpan[]>;
  /** Today, `YYYY-MM-DD` in UTC. */
  today: string;
}

type Test = (item: FilterableItem) => boolean;

/** A view's filter, read: the tests it applies and the terms it cannot. */
export interface ViewFilter {
  tests: Test[];
  notApplied: string[];
}

/** A term: `-`?, `name:` and values (quoted, comma separated), or a bare word. */
const TERM = /(-?)([A-Za-z][\w.-]*):((?:"[^"]*"|[^\s,"]+)(?:,(?:"[^"]*"|[^\s,"]+))*)|"[^"]*"|\S+/g;

const valuesOf = (text: string) =>
  (text.match(/"[^"]*"|[^,]+/g) ?? []).map((v) => v.replace(/^"|"$/g, '').trim().toLowerCase());

const lower = (list: readonly string[]) => list.map((v) => v.toLowerCase());
const anyOf = (have: readonly string[], wanted: readonly string[]) =>
  lower(have).some((h) => wanted.includes(h));

/** A field as the filter names it: its name in lower case, a space written as `-` too. */
function fieldNamed(fields: FilterFields, name: string): string | null {
  for (const field of fields.kinds.keys()) {
    if (field === name || field.replace(/\s+/g, '-') === name) return field;
  }
  return null;
}

/** `>3`, `>=3`, `<3`, `<=3`, `1..5` or `3`, as a test of a number; null when none. */
function numberTest(value: string): ((n: number) => boolean) | null {
  const range = /^(\d+(?:\.\d+)?)\.\.(\d+(?:\.\d+)?)$/.exec(value);
  if (range) return (n) => n >= Number(range[1]) && n <= Number(range[2]);
  const compare = /^(>=|<=|>|<)?(\d+(?:\.\d+)?)$/.exec(value);
  if (!compare) return null;
  const bound = Number(compare[2]);
  const tests = {
    '>': (n: number) => n > bound,
    '>=': (n: number) => n >= bound,
    '<': (n: number) => n < bound,
    '<=': (n: number) => n <= bound,
  };
  return compare[1] ? tests[compare[1] as keyof typeof tests] : (n) => n === bound;
}

/** `no:`/`has:` a metadata or a field, or null when it names neither. */
function presenceTest(what: string, fields: FilterFields): Test | null {
  if (what === 'label') return (item) => item.labels.length > 0;
  if (what === 'assignee') return (item) => item.assignees.length > 0;
  if (what === 'milestone') return (item) => item.milestone !== null;
  const field = fieldNamed(fields, what);
  return field === null ? null : (item) => item.values.has(field);
}

/** The test of a project field by name, or null when it cannot be applied. */
function fieldTest(name: string, wanted: string[], fields: FilterFields): Test | null {
  const field = fieldNamed(fields, name);
  const kind = field === null ? undefined : fields.kinds.get(field);
  if (field === null || kind === undefined) return null;
  if (kind === 'number') {
    const tests = wanted.map(numberTest);
    if (tests.some((t) => t === null)) return null;
    return (item) => {
      const value = item.values.get(field);
      return value?.kind === 'number' && tests.some((t) => t!(value.number));
    };
  }
  if (kind === 'iteration') {
    if (!wanted.every(knownIteration)) return null;
    const all = fields.iterations.get(field) ?? [];
    return (item) => {
      const value = item.values.get(field);
      return (
        value?.kind === 'iteration' &&
        wanted.some((w) => matchesIteration(value.iteration, w, all, fields.today))
      );
    };
  }
  return (item) => {
    const value = item.values.get(field);
    return value?.kind === 'option' && wanted.includes(value.name.toLowerCase());
  };
}

/** The test a qualifier `name:values` stands for, or null when the wall cannot apply it. */
function qualifierTest(name: string, wanted: string[], fields: FilterFields): Test | null {
  switch (name) {
    case 'is':
      if (wanted.every((w) => w === 'open' || w === 'closed' || w === 'issue')) {
        return (item) => wanted.some((w) => w === 'issue' || (w === 'open') === item.open);
      }
      // Only issues are imported: a pull request or a draft is never among them.
      if (wanted.every((w) => ['pr', 'draft', 'merged'].includes(w))) return () => false;
      return null;
    case 'label':
      return (item) => anyOf(item.labels, wanted);
    case 'assignee':
      // @me is whoever looks at the view on GitHub, not the wall's token.
      return wanted.includes('@me') ? null : (item) => anyOf(item.assignees, wanted);
    case 'milestone':
      return (item) => item.milestone !== null && wanted.includes(item.milestone.toLowerCase());
    case 'repo':
      return (item) => wanted.includes(item.repository.toLowerCase());
    case 'no':
    case 'has': {
      const tests = wanted.map((w) => presenceTest(w, fields));
      if (tests.some((t) => t === null)) return null;
      return name === 'has'
        ? (item) => tests.some((t) => t!(item))
        : (item) => tests.every((t) => !t!(item));
    }
    default:
      return fieldTest(name, wanted, fields);
  }
}

/** A view's filter text read against the project's fields. */
export function readViewFilter(filter: string, fields: FilterFields): ViewFilter {
  const view: ViewFilter = { tests: [], notApplied: [] };
  for (const match of filter.matchAll(TERM)) {
    const [term, negated, name, values] = match;
    const test =
      name === undefined || values === undefined
        ? null
        : qualifierTest(name.toLowerCase(), valuesOf(values), fields);
    if (test === null) view.notApplied.push(term);
    else view.tests.push(negated ? (item) => !test(item) : test);
  }
  return view;
}

export const passes = (view: ViewFilter, item: FilterableItem) =>
  view.tests.every((test) => test(item));
