/**
 * The Linear stand-in's GraphQL API: a document is validated against Linear's published
 * schema (linear/schema.graphql.gz) and executed by graphql-js over the stand-in's teams,
 * cycles, projects, labels and issues, so it answers any valid document over the fields
 * given below and refuses an invalid one as Linear does (400, GRAPHQL_VALIDATION_FAILED).
 * `issues(filter:)` and `teams(filter:)` interpret Linear's comparators (eq, in,
 * eqIgnoreCase …, and/or, a collection's some/every); a filter field this world does not
 * hold is refused, so a connector cannot rely on one the stand-in would ignore.
 */
import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import {
  FORBIDDEN_ERROR,
  linearError,
  notFoundError,
  STATES,
  type StandInCycle,
  type StandInIssue,
  type StandInTeam,
} from './linear-stand-in-data';
import { linearSchema } from './linear/schema';

/** A record the filters read: primitives, records and lists of records. */
type Entity = Record<string, unknown>;

const isRecord = (v: unknown): v is Entity =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An error Linear reports with its extensions. */
export class LinearFailure extends GraphQLError {
  constructor(body: Record<string, unknown>) {
    super(String(body.message), { extensions: body.extensions as Record<string, unknown> });
  }
}

function compare(value: unknown, comparator: Entity, path: string): boolean {
  return Object.entries(comparator).every(([op, expected]) => {
    const lower = (v: unknown) => String(v).toLowerCase();
    switch (op) {
      case 'eq':
        return value === expected;
      case 'neq':
        return value !== expected;
      case 'in':
        return (expected as unknown[]).includes(value);
      case 'nin':
        return !(expected as unknown[]).includes(value);
      case 'eqIgnoreCase':
        return typeof value === 'string' && lower(value) === lower(expected);
      case 'neqIgnoreCase':
        return typeof value === 'string' && lower(value) !== lower(expected);
      case 'containsIgnoreCase':
        return typeof value === 'string' && lower(value).includes(lower(expected));
      case 'gt':
        return (value as number) > (expected as number);
      case 'gte':
        return (value as number) >= (expected as number);
      case 'lt':
        return (value as number) < (expected as number);
      case 'lte':
        return (value as number) <= (expected as number);
      default:
        throw new GraphQLError(`The stand-in does not interpret ${op} at ${path}.`);
    }
  });
}

/** Whether `entity` (null for a nullable relation) matches Linear's `filter`. */
export function matches(entity: Entity | null, filter: Entity, path = 'filter'): boolean {
  return Object.entries(filter).every(([name, value]) => {
    if (name === 'and') return (value as Entity[]).every((f) => matches(entity, f, path));
    if (name === 'or') return (value as Entity[]).some((f) => matches(entity, f, path));
    if (name === 'null') return (entity === null) === value;
    if (entity === null) return false;
    if (!(name in entity)) {
      throw new GraphQLError(`The stand-in does not interpret ${path}.${name}.`);
    }
    const field = entity[name];
    const at = `${path}.${name}`;
    if (Array.isArray(field)) return collection(field as Entity[], value as Entity, at);
    if (isRecord(field) || field === null) {
      // A relation (team, cycle, project, state): its own filter.
      return matches(field, value as Entity, at);
    }
    return compare(field, value as Entity, at);
  });
}

function collection(items: Entity[], filter: Entity, path: string): boolean {
  return Object.entries(filter).every(([op, value]) => {
    if (op === 'some') return items.some((i) => matches(i, value as Entity, path));
    if (op === 'every') return items.every((i) => matches(i, value as Entity, path));
    if (op === 'length') return compare(items.length, value as Entity, path);
    throw new GraphQLError(`The stand-in does not interpret ${op} at ${path}.`);
  });
}

interface Page {
  first?: number | null;
  after?: string | null;
  filter?: Entity | null;
}

/** Linear's largest page. */
export const MAX_PAGE = 250;

/** A connection's page, cursors being the nodes' ids as Linear's are. */
function connection(list: readonly Entity[], args: Page) {
  const first = args.first ?? 50;
  if (first > MAX_PAGE) throw new GraphQLError(`first must be at most ${MAX_PAGE}.`);
  const start = args.after ? list.findIndex((n) => n.id === args.after) + 1 : 0;
  const nodes = list.slice(start, start + first);
  const end = start + nodes.length;
  return {
    nodes,
    pageInfo: {
      hasNextPage: end < list.length,
      hasPreviousPage: start > 0,
      startCursor: nodes[0]?.id ?? null,
      endCursor: nodes.at(-1)?.id ?? null,
    },
  };
}

const idOf = (kind: string, name: string) =>
  `${kind}-${Buffer.from(name).toString('hex').slice(0, 24)}`;

export interface LinearWorldOptions {
  teams: StandInTeam[];
  cycles: StandInCycle[];
  projects: string[];
  displayName: string;
  email: string;
  /** The key may read only: every mutation is refused FORBIDDEN. */
  readOnly: boolean;
}

/** The workspace's state, as writes leave it. */
export class LinearWorld {
  readonly teams: Entity[];
  readonly issues: Entity[];
  /** Where issues' pages are. */
  web = 'https://linear.app/acme';
  /** Documents executed, by operation name, in order. */
  readonly operations: string[] = [];

  constructor(
    issues: StandInIssue[],
    private readonly options: LinearWorldOptions,
  ) {
    this.teams = options.teams.map((t) => ({
      id: idOf('team', t.key),
      key: t.key,
      name: t.name ?? t.key,
      issueEstimationType: t.estimation ?? 'fibonacci',
      issueEstimationExtended: t.extended ?? false,
      issueEstimationAllowZero: t.allowZero ?? false,
    }));
    const cycles = options.cycles.map((c) => ({
      id: idOf('cycle', `${c.team}${c.number}`),
      team: c.team,
      number: c.number,
      isActive: c.when === 'active',
      isNext: c.when === 'next',
      isPrevious: c.when === 'previous',
      isPast: c.when === 'past' || c.when === 'previous',
      isFuture: c.when === 'future' || c.when === 'next',
    }));
    const projects = options.projects.map((name) => ({
      id: idOf('project', name),
      name,
      slugId: Buffer.from(name).toString('hex').slice(0, 12),
    }));
    this.issues = issues.map((i) => {
      const [key = '', number = '0'] = i.identifier.split('-');
      const team = this.teams.find((t) => t.key === key);
      if (!team) throw new Error(`No team ${key} for ${i.identifier}`);
      const state = i.state ?? 'Todo';
      return {
        id: idOf('issue', i.identifier),
        identifier: i.identifier,
        number: Number(number),
        title: i.title,
        description: i.description ?? null,
        estimate: i.estimate ?? null,
        url: '',
        team,
        cycle: cycles.find((c) => c.team === key && c.number === i.cycle) ?? null,
        project: projects.find((p) => p.name === i.project) ?? null,
        labels: (i.labels ?? []).map((name) => ({ id: idOf('label', name), name })),
        state: { id: idOf('state', state), name: state, type: STATES[state] ?? 'unstarted' },
      };
    });
  }

  /** The issue of an identifier or id, as `issue(id:)` finds it. */
  issue(id: string): Entity | undefined {
    return this.issues.find((i) => i.id === id || i.identifier === id.toUpperCase());
  }

  private root() {
    const issueNode = (i: Entity) => ({
      ...i,
      url: `${this.web}/issue/${String(i.identifier)}`,
      labels: (args: Page) => connection(i.labels as Entity[], args),
    });
    return {
      viewer: () => ({
        id: 'user-1',
        displayName: this.options.displayName,
        email: this.options.email,
        name: this.options.displayName,
      }),
      teams: (args: Page) =>
        connection(
          this.teams.filter((t) => matches(t, args.filter ?? {}, 'filter')),
          args,
        ),
      issues: (args: Page) =>
        connection(
          this.issues.filter((i) => matches(i, args.filter ?? {}, 'filter')).map(issueNode),
          args,
        ),
      issue: ({ id }: { id: string }) => {
        const found = this.issue(id);
        if (!found) throw new LinearFailure(notFoundError('Issue'));
        return issueNode(found);
      },
      issueUpdate: ({ id, input }: { id: string; input: Entity }) => {
        if (this.options.readOnly) throw new LinearFailure(FORBIDDEN_ERROR);
        const found = this.issue(id);
        if (!found) throw new LinearFailure(notFoundError('Issue'));
        if ('estimate' in input) found.estimate = input.estimate;
        return { success: true, lastSyncId: this.operations.length, issue: issueNode(found) };
      },
    };
  }

  /**
   * The answer to a GraphQL request body: its status and body. An invalid document is
   * Linear's 400 with GRAPHQL_VALIDATION_FAILED; errors while executing come with 200.
   */
  answer(body: unknown): { status: number; body: unknown } {
    const request = isRecord(body) ? body : {};
    let document: DocumentNode;
    try {
      document = parse(String(request.query ?? ''));
    } catch (error) {
      return { status: 400, body: { errors: [validationError((error as Error).message)] } };
    }
    const invalid = validate(linearSchema(), document);
    if (invalid.length > 0) {
      return { status: 400, body: { errors: invalid.map((e) => validationError(e.message)) } };
    }
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
    this.operations.push(operation?.name?.value ?? 'anonymous');
    const result = execute({
      schema: linearSchema(),
      document,
      rootValue: this.root(),
      variableValues: isRecord(request.variables) ? request.variables : {},
    }) as { data?: unknown; errors?: readonly GraphQLError[] };
    const errors = result.errors?.map((e) => ({
      message: e.message,
      path: e.path,
      extensions:
        Object.keys(e.extensions).length > 0
          ? e.extensions
          : linearError(e.message, 'invalid input', 'INVALID_INPUT').extensions,
    }));
    return { status: 200, body: { data: result.data ?? null, ...(errors ? { errors } : {}) } };
  }
}

const validationError = (message: string) =>
  linearError(message, 'graphql error', 'GRAPHQL_VALIDATION_FAILED');
