/**
 * The GitHub stand-in's GraphQL API: a document is validated against GitHub's published
 * schema (@octokit/graphql-schema) and executed by graphql-js over the stand-in's
 * issues and projects, so it answers any valid document over the fields given below
 * and refuses an invalid one as GitHub does, with status 200 and `errors`. A thing not
 * found is `type: NOT_FOUND` with its path; a connection asked for more than 100 nodes,
 * or without `first`, is refused as GitHub refuses it. Issue search interprets only
 * the qualifiers listed in {@link parseSearch}; anything else is refused.
 */
import { schema } from '@octokit/graphql-schema';
import {
  buildClientSchema,
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type IntrospectionQuery,
} from 'graphql';
import {
  issueKey,
  nodeId,
  type StandInIssue,
  type StandInItem,
  type StandInProject,
} from './github-stand-in-data';
import { iterationConfiguration, pickedValue } from './github-stand-in-fields';

const GITHUB_SCHEMA = buildClientSchema(schema.json as unknown as IntrospectionQuery);

/** An error GitHub reports with a `type` beside its message. */
export class TypedError extends Error {
  constructor(
    readonly type: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

interface Page {
  first?: number;
  after?: string;
}

const cursorOf = (offset: number) => Buffer.from(`cursor:${offset}`).toString('base64');
const offsetOf = (cursor: string | undefined) =>
  cursor ? Number(/^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString())?.[1] ?? 0) : 0;

/** A connection's page as GitHub answers it, refusing what GitHub refuses. */
function connection<T>(list: readonly T[], args: Page, name: string) {
  if (args.first === undefined) {
    throw new TypedError(
      undefined,
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${name}\` connection.`,
    );
  }
  if (args.first > 100) {
    throw new TypedError(
      undefined,
      `Requesting ${args.first} records on the \`${name}\` connection exceeds the \`first\` limit of 100 records.`,
    );
  }
  const start = offsetOf(args.after);
  const nodes = list.slice(start, start + args.first);
  const end = start + nodes.length;
  return {
    nodes,
    totalCount: list.length,
    pageInfo: {
      hasNextPage: end < list.length,
      hasPreviousPage: start > 0,
      startCursor: nodes.length > 0 ? cursorOf(start + 1) : null,
      endCursor: nodes.length > 0 ? cursorOf(end) : null,
    },
  };
}

/** The search qualifiers the stand-in interprets. */
export interface SearchFilter {
  repos: string[];
  owners: string[];
  labels: string[];
  state: 'open' | 'closed' | null;
  kind: 'issue' | 'pr' | null;
}

/** A search as the stand-in reads it, or an error naming the part it does not interpret. */
export function parseSearch(query: string): SearchFilter | string {
  const filter: SearchFilter = { repos: [], owners: [], labels: [], state: null, kind: null };
  const terms = query.match(/\S+:"[^"]*"|\S+/g) ?? [];
  for (const term of terms) {
    const [, name, raw] = /^(\w+):(.+)$/.exec(term) ?? [];
    const value = raw?.replace(/^"|"$/g, '');
    if (name === 'repo' && value) filter.repos.push(value.toLowerCase());
    else if ((name === 'org' || name === 'user') && value) filter.owners.push(value.toLowerCase());
    else if (name === 'label' && value) filter.labels.push(value.toLowerCase());
    else if ((name === 'is' || name === 'state') && (value === 'open' || value === 'closed')) {
      filter.state = value;
    } else if ((name === 'is' || name === 'type') && value === 'issue') filter.kind = 'issue';
    else if ((name === 'is' || name === 'type') && (value === 'pr' || value === 'pull-request')) {
      filter.kind = 'pr';
    } else return `The stand-in does not interpret “${term}” in a search.`;
  }
  return filter;
}

export class GitHubWorld {
  readonly issues = new Map<string, StandInIssue>();
  readonly projects: StandInProject[];
  /** Set once the server listens: where issues' pages are. */
  web = '';

  constructor(
    issues: readonly StandInIssue[],
    projects: readonly StandInProject[],
    private readonly login: string,
  ) {
    for (const issue of issues)
      this.issues.set(issueKey(issue).toLowerCase(), structuredClone(issue));
    this.projects = structuredClone([...projects]);
  }

  /** Answers a GraphQL request body: always status 200, errors in the body. */
  answer(body: unknown, readOnly: boolean): Record<string, unknown> {
    const { query, variables } = (body ?? {}) as { query?: unknown; variables?: unknown };
    if (typeof query !== 'string') {
      return { errors: [{ message: 'A query attribute must be specified and must be a string.' }] };
    }
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return { errors: [{ message: (error as Error).message }] };
    }
    const invalid = validate(GITHUB_SCHEMA, document);
    if (invalid.length > 0) {
      return { errors: invalid.map((e) => ({ message: e.message, locations: e.locations })) };
    }
    const result = execute({
      schema: GITHUB_SCHEMA,
      document,
      rootValue: this.root(readOnly),
      variableValues: (variables ?? {}) as Record<string, unknown>,
    }) as { data?: unknown; errors?: readonly GraphQLError[] };
    const errors = (result.errors ?? []).map((e) => ({
      ...(e.originalError instanceof TypedError && e.originalError.type
        ? { type: e.originalError.type }
        : {}),
      path: e.path,
      locations: e.locations,
      message: e.message,
    }));
    return { data: result.data ?? null, ...(errors.length > 0 ? { errors } : {}) };
  }

  issue(key: string): StandInIssue | undefined {
    return this.issues.get(key.toLowerCase());
  }

  private root(readOnly: boolean) {
    return {
      viewer: { __typename: 'User', login: this.login },
      repository: ({ owner, name }: { owner: string; name: string }) =>
        this.repository(owner, name),
      organization: ({ login }: { login: string }) => this.owner('organization', login),
      user: ({ login }: { login: string }) => this.owner('user', login),
      search: (args: Page & { query: string; type: string }) => this.search(args),
      node: ({ id }: { id: string }) => this.node(id),
      nodes: ({ ids }: { ids: string[] }) => ids.map((id) => this.node(id)),
      updateProjectV2ItemFieldValue: ({ input }: { input: Record<string, unknown> }) =>
        this.setNumber(input, readOnly),
    };
  }

  private repository(owner: string, name: string) {
    const full = `${owner}/${name}`.toLowerCase();
    if (![...this.issues.values()].some((i) => i.repo.toLowerCase() === full)) {
      throw new TypedError(
        'NOT_FOUND',
        `Could not resolve to a Repository with the name '${owner}/${name}'.`,
      );
    }
    return {
      __typename: 'Repository',
      nameWithOwner: `${owner}/${name}`,
      issue: ({ number }: { number: number }) => {
        const issue = this.issue(`${full}#${number}`);
        if (!issue || issue.pull) {
          throw new TypedError(
            'NOT_FOUND',
            `Could not resolve to an Issue with the number of ${number}.`,
          );
        }
        return this.issueNode(issue);
      },
    };
  }

  private issueNode(issue: StandInIssue) {
    const key = issueKey(issue);
    return {
      __typename: issue.pull ? 'PullRequest' : 'Issue',
      id: nodeId(issue.pull ? 'PR' : 'I', key),
      number: issue.number,
      title: issue.title,
      body: issue.body,
      url: `${this.web}/${issue.repo}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`,
      repository: { __typename: 'Repository', nameWithOwner: issue.repo },
      state: issue.state === 'closed' ? 'CLOSED' : 'OPEN',
      assignees: (args: Page) =>
        connection(
          (issue.assignees ?? []).map((login) => ({ __typename: 'User', login })),
          args,
          'assignees',
        ),
      milestone: issue.milestone ? { __typename: 'Milestone', title: issue.milestone } : null,
      labels: (args: Page) =>
        connection(
          issue.labels.map((name) => ({ __typename: 'Label', name })),
          args,
          'labels',
        ),
      projectItems: (args: Page & { includeArchived?: boolean }) =>
        connection(
          this.projects.flatMap((project) =>
            project.items
              .filter(
                (item) =>
                  'issue' in item.content && item.content.issue.toLowerCase() === key.toLowerCase(),
              )
              .filter((item) => args.includeArchived !== false || !item.archived)
              .map((item) => this.itemNode(project, item)),
          ),
          args,
          'projectItems',
        ),
    };
  }

  private owner(kind: 'organization' | 'user', login: string) {
    const owned = this.projects.filter(
      (p) => p.owner.kind === kind && p.owner.login.toLowerCase() === login.toLowerCase(),
    );
    if (owned.length === 0) {
      const type = kind === 'organization' ? 'Organization' : 'User';
      throw new TypedError(
        'NOT_FOUND',
        `Could not resolve to an ${type} with the login of '${login}'.`,
      );
    }
    return {
      __typename: kind === 'organization' ? 'Organization' : 'User',
      login,
      projectV2: ({ number }: { number: number }) => {
        const project = owned.find((p) => p.number === number);
        if (!project) {
          throw new TypedError(
            'NOT_FOUND',
            `Could not resolve to a ProjectV2 with the number ${number}.`,
          );
        }
        return this.projectNode(project);
      },
    };
  }

  private projectNode(project: StandInProject) {
    return {
      __typename: 'ProjectV2',
      id: project.id,
      title: project.title,
      fields: (args: Page) =>
        connection(
          project.fields.map((f) => ({
            __typename:
              f.dataType === 'SINGLE_SELECT'
                ? 'ProjectV2SingleSelectField'
                : f.dataType === 'ITERATION'
                  ? 'ProjectV2IterationField'
                  : 'ProjectV2Field',
            ...f,
            options: (f.options ?? []).map((name) => ({ id: nodeId('PVTSSO', name), name })),
            configuration: iterationConfiguration(f.iterations ?? []),
          })),
          args,
          'fields',
        ),
      view: ({ number }: { number: number }) => {
        const view = project.views.find((v) => v.number === number);
        return view
          ? { __typename: 'ProjectV2View', id: nodeId('PVTV', `${project.id}/${number}`), ...view }
          : null;
      },
      items: (args: Page) =>
        connection(
          project.items.map((item) => this.itemNode(project, item)),
          args,
          'items',
        ),
    };
  }

  private itemNode(project: StandInProject, item: StandInItem) {
    const issue = 'issue' in item.content ? this.issue(item.content.issue) : undefined;
    const fields = new Map(project.fields.map((f) => [f.id, f]));
    return {
      __typename: 'ProjectV2Item',
      id: item.id,
      isArchived: item.archived === true,
      project: { __typename: 'ProjectV2', id: project.id },
      content: issue
        ? this.issueNode(issue)
        : { __typename: 'DraftIssue', id: nodeId('DI', item.id), title: 'draft' },
      fieldValues: (args: Page) =>
        connection(
          [
            ...Object.entries(item.values)
              .filter(([fieldId]) => fields.has(fieldId))
              .map(([fieldId, number]) => ({
                __typename: 'ProjectV2ItemFieldNumberValue',
                number,
                field: { __typename: 'ProjectV2Field', ...fields.get(fieldId) },
              })),
            ...Object.entries(item.picks ?? {}).flatMap(([fieldId, pick]) => {
              const field = fields.get(fieldId);
              return field ? [pickedValue(field, pick)] : [];
            }),
          ],
          args,
          'fieldValues',
        ),
    };
  }

  private node(id: string) {
    const issue = [...this.issues.values()].find(
      (i) => nodeId(i.pull ? 'PR' : 'I', issueKey(i)) === id,
    );
    if (issue) return this.issueNode(issue);
    const project = this.projects.find((p) => p.id === id);
    if (!project)
      throw new TypedError(
        'NOT_FOUND',
        `Could not resolve to a node with the global id of '${id}'`,
      );
    return this.projectNode(project);
  }

  private search(args: Page & { query: string; type: string }) {
    const filter = parseSearch(args.query);
    if (typeof filter === 'string') throw new TypedError(undefined, filter);
    const found = [...this.issues.values()].filter(
      (i) =>
        (filter.repos.length === 0 || filter.repos.includes(i.repo.toLowerCase())) &&
        (filter.owners.length === 0 ||
          filter.owners.includes(i.repo.split('/')[0]!.toLowerCase())) &&
        filter.labels.every((l) => i.labels.some((name) => name.toLowerCase() === l)) &&
        (filter.state === null || (i.state ?? 'open') === filter.state) &&
        (filter.kind === null || (filter.kind === 'pr') === (i.pull === true)),
    );
    // GitHub's search finds at most 1,000 results.
    const page = connection(
      found.slice(0, 1000).map((i) => this.issueNode(i)),
      args,
      'search',
    );
    return { ...page, issueCount: found.length };
  }

  private setNumber(input: Record<string, unknown>, readOnly: boolean) {
    if (readOnly) {
      throw new TypedError('FORBIDDEN', 'Resource not accessible by personal access token');
    }
    const project = this.projects.find((p) => p.id === input.projectId);
    const item = project?.items.find((i) => i.id === input.itemId);
    const field = project?.fields.find((f) => f.id === input.fieldId);
    if (!project || !item || !field) {
      throw new TypedError(
        'NOT_FOUND',
        `Could not resolve to a node with the global id of '${String(input.itemId)}'`,
      );
    }
    const value = (input.value as { number?: unknown } | undefined)?.number;
    if (field.dataType !== 'NUMBER' || typeof value !== 'number') {
      throw new TypedError(undefined, 'The field of type number requires a number value.');
    }
    item.values[field.id] = value;
    return { projectV2Item: this.itemNode(project, item) };
  }
}
