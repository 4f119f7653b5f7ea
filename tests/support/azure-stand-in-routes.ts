/**
 * What the Azure DevOps stand-in (azure-stand-in.ts) answers to each documented call,
 * once the request has passed its CORS preflight, its credential check and its scripted
 * failures: one organization (or Server collection) with one project.
 */
import type { ServerResponse } from 'node:http';
import {
  azureError,
  ORGANIZATION_FIELDS,
  TYPE_FIELDS,
  type StandInWorkItem,
} from './azure-stand-in-data';
import type { AzureStandInOptions, RecordedRequest } from './azure-stand-in';
import { sendBody } from './tracker-stand-in-base';

/** A saved query the stand-in holds (`Shared Queries/…`), or a folder of them. */
export interface SavedQuery {
  id: string;
  path: string;
  wiql?: string;
  isFolder?: boolean;
}

/** Azure answers a string as plain text. */
export const send = sendBody;

const BATCH_CAP = 200;
const FLAT_COLUMNS = ['System.Id', 'System.Title'];

/** The work item types a WIQL's `[System.WorkItemType] = '…'` names; null for all. */
function typesOfWiql(wiql: string): string[] | null | 'invalid' {
  if (!/^\s*select\b[\s\S]+\bfrom\s+workitems(links)?\b/i.test(wiql)) return 'invalid';
  const types = [...wiql.matchAll(/\[System\.WorkItemType\]\s*=\s*'([^']*)'/gi)].map((m) => m[1]!);
  return types.length > 0 ? types : null;
}

/** The ids a WIQL's `[System.Id] IN (…)` names (Send all's lookup); null for all. */
function idsOfWiql(wiql: string): Set<number> | null {
  const list = /\[System\.Id\]\s+in\s+\(([^)]*)\)/i.exec(wiql)?.[1];
  return list === undefined ? null : new Set(list.split(',').map((id) => Number(id.trim())));
}

/** The organization's state and its answers. */
export class AzureOrganization {
  readonly items: Map<number, StandInWorkItem>;
  /** Set once the server listens: how the organization's links start. */
  origin = '';

  constructor(private readonly options: AzureStandInOptions) {
    this.items = new Map((options.workItems ?? []).map((item) => [item.id, structuredClone(item)]));
  }

  private get collection() {
    return this.options.collectionPath ?? '/acme';
  }

  /** Answers one request that passed its credential and its scripted failures. */
  route(res: ServerResponse, record: RecordedRequest): void {
    const { method } = record;
    const rest = record.path.startsWith(`${this.collection}/`)
      ? record.path.slice(this.collection.length + 1)
      : null;
    if (rest === null) return send(res, 404, azureError('Not found.', 'NotFoundException'));
    if (method === 'GET' && rest === '_apis/connectionData') return send(res, 200, this.account());
    if (record.query['api-version'] !== '7.1') {
      return send(
        res,
        400,
        azureError(
          `No api-version was supplied for the ${method} request.`,
          'VssVersionNotSpecifiedException',
        ),
      );
    }
    const orgItem = /^_apis\/wit\/workitems\/(\d+)$/.exec(rest);
    if (orgItem) return this.workItem(res, record, Number(orgItem[1]));
    const [project, ...tail] = rest.split('/');
    if (decodeURIComponent(project ?? '') !== this.options.project) {
      return send(
        res,
        404,
        azureError(
          `TF200016: The following project does not exist: ${decodeURIComponent(project ?? '')}. Verify that the name of the project is correct and that the project exists on the specified Azure DevOps Server.`,
          'ProjectDoesNotExistWithNameException',
          3000,
        ),
      );
    }
    this.projectRoute(res, record, tail.map(decodeURIComponent));
  }

  private projectRoute(res: ServerResponse, record: RecordedRequest, path: string[]): void {
    const { method } = record;
    const at = path.join('/');
    if (method === 'GET' && at === '_apis/wit/workitemtypes') {
      const value = Object.keys(TYPE_FIELDS).map((name) => ({ name, referenceName: name }));
      return send(res, 200, { count: value.length, value });
    }
    const typeFields = /^_apis\/wit\/workitemtypes\/([^/]+)\/fields$/.exec(at);
    if (method === 'GET' && typeFields) return this.typeFields(res, typeFields[1]!);
    if (method === 'GET' && at === '_apis/wit/fields') {
      return send(res, 200, { count: ORGANIZATION_FIELDS.length, value: ORGANIZATION_FIELDS });
    }
    if (method === 'POST' && at === '_apis/wit/wiql') {
      const query = (record.body as { query?: unknown } | undefined)?.query;
      return this.runWiql(res, typeof query === 'string' ? query : '', record.query.$top);
    }
    const savedById = /^_apis\/wit\/wiql\/([0-9a-f-]{36})$/i.exec(at);
    if (method === 'GET' && savedById) {
      const saved = this.saved(savedById[1]!);
      if (!saved?.wiql) return this.noQuery(res, savedById[1]!);
      return this.runWiql(res, saved.wiql, record.query.$top);
    }
    if (method === 'GET' && path[0] === '_apis' && path[1] === 'wit' && path[2] === 'queries') {
      return this.savedQuery(res, path.slice(3).join('/'), record.query.$expand);
    }
    if (method === 'POST' && at === '_apis/wit/workitemsbatch') return this.batch(res, record);
    const item = /^_apis\/wit\/workitems\/(\d+)$/.exec(at);
    if (item) return this.workItem(res, record, Number(item[1]));
    send(res, 404, azureError(`The resource ${at} was not found.`, 'NotFoundException'));
  }

  private account() {
    const user = {
      id: '3b2b5f4a-0b4f-4cf5-9d1a-8a1f0e6c3f11',
      descriptor: 'Microsoft.IdentityModel.Claims.ClaimsIdentity;ana@example.com',
      subjectDescriptor: 'aad.M2IyYjVmNGEtMGI0Zi00Y2Y1',
      providerDisplayName: this.options.account ?? 'Ana Lima',
      isActive: true,
      properties: { Account: { $type: 'System.String', $value: 'ana@example.com' } },
      resourceVersion: 2,
      metaTypeId: 0,
    };
    return {
      authenticatedUser: user,
      authorizedUser: user,
      instanceId: '6a1b2c3d-0000-4000-8000-000000000001',
      deploymentId: '6a1b2c3d-0000-4000-8000-000000000002',
      deploymentType: this.collection.startsWith('/tfs') ? 'onPremises' : 'hosted',
      locationServiceData: { serviceOwner: '00025394-6065-48ca-87d9-7f5672854ef7' },
    };
  }

  private typeFields(res: ServerResponse, type: string): void {
    const fields = TYPE_FIELDS[type];
    if (!fields) {
      return send(
        res,
        404,
        azureError(
          `VS402323: Work item type ${type} does not exist.`,
          'WorkItemTypeNotFoundException',
        ),
      );
    }
    const value = fields.map((referenceName) => ({
      alwaysRequired: referenceName === 'System.Title',
      defaultValue: null,
      helpText: '',
      referenceName,
      name:
        ORGANIZATION_FIELDS.find((f) => f.referenceName === referenceName)?.name ?? referenceName,
      url: `${this.origin}${this.collection}/_apis/wit/fields/${referenceName}`,
    }));
    send(res, 200, { count: value.length, value });
  }

  private saved(idOrPath: string): SavedQuery | undefined {
    return (this.options.savedQueries ?? []).find(
      (q) => q.id.toLowerCase() === idOrPath.toLowerCase() || q.path === idOrPath,
    );
  }

  private noQuery(res: ServerResponse, idOrPath: string): void {
    send(
      res,
      404,
      azureError(
        `TF401243: The query ${idOrPath} does not exist, or you do not have permission to read it.`,
        'QueryItemNotFoundException',
      ),
    );
  }

  private savedQuery(res: ServerResponse, idOrPath: string, expand: string | undefined): void {
    const saved = this.saved(idOrPath);
    if (!saved) return this.noQuery(res, idOrPath);
    const name = saved.path.split('/').pop();
    send(res, 200, {
      id: saved.id,
      name,
      path: saved.path,
      isFolder: saved.isFolder === true,
      ...(saved.isFolder ? { hasChildren: true } : { queryType: 'flat' }),
      ...(expand?.toLowerCase() === 'wiql' && saved.wiql ? { wiql: saved.wiql } : {}),
      isPublic: saved.path.startsWith('Shared Queries'),
      url: `${this.origin}${this.collection}/_apis/wit/queries/${saved.id}`,
    });
  }

  private runWiql(res: ServerResponse, wiql: string, top: string | undefined): void {
    const types = typesOfWiql(wiql);
    if (types === 'invalid') {
      return send(
        res,
        400,
        azureError(
          `TF51006: The query statement is missing a FROM clause. The error is caused by «${wiql.slice(0, 40)}».`,
          'WorkItemTrackingQuerySyntaxException',
        ),
      );
    }
    const descending = /order\s+by\s+\[System\.Id\]\s+desc/i.test(wiql);
    const named = idsOfWiql(wiql);
    const ids = [...this.items.values()]
      .filter((i) => types === null || types.includes(i.type))
      .filter((i) => named === null || named.has(i.id))
      .map((i) => i.id)
      .sort((a, b) => (descending ? b - a : a - b))
      .slice(0, top === undefined ? 20_000 : Number(top));
    const ref = (id: number) => ({
      id,
      url: `${this.origin}${this.collection}/_apis/wit/workItems/${id}`,
    });
    const links = /\bfrom\s+workitemlinks\b/i.test(wiql);
    send(res, 200, {
      queryType: links ? 'tree' : 'flat',
      queryResultType: links ? 'workItemLink' : 'workItem',
      asOf: new Date().toISOString(),
      columns: FLAT_COLUMNS.map((referenceName) => ({ referenceName, name: referenceName })),
      sortColumns: [],
      ...(links
        ? {
            workItemRelations: ids.map((id) => ({ rel: null, source: null, target: ref(id) })),
          }
        : { workItems: ids.map(ref) }),
    });
  }

  /** The work item's JSON with only `wanted` fields (all when null). */
  itemJson(item: StandInWorkItem, wanted: readonly string[] | null) {
    const all: Record<string, unknown> = {
      'System.Id': item.id,
      'System.Title': item.title,
      'System.WorkItemType': item.type,
      'System.TeamProject': this.options.project,
      ...(item.description === undefined ? {} : { 'System.Description': item.description }),
      ...item.fields,
    };
    const fields =
      wanted === null
        ? all
        : Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]]));
    return {
      id: item.id,
      rev: Number(item.fields?.['System.Rev'] ?? 1),
      fields,
      url: `${this.origin}${this.collection}/_apis/wit/workItems/${item.id}`,
    };
  }

  private unknownFields(fields: readonly string[]): string | undefined {
    return fields.find((f) => !ORGANIZATION_FIELDS.some((known) => known.referenceName === f));
  }

  private batch(res: ServerResponse, record: RecordedRequest): void {
    const body = record.body as { ids?: unknown; fields?: unknown; errorPolicy?: unknown };
    const ids = Array.isArray(body?.ids) ? (body.ids as number[]) : [];
    const fields = Array.isArray(body?.fields) ? (body.fields as string[]) : null;
    if (ids.length === 0 || ids.length > BATCH_CAP) {
      return send(
        res,
        400,
        azureError(
          `VS403474: The number of work item ids must be between 1 and ${BATCH_CAP}.`,
          'VssServiceException',
        ),
      );
    }
    const unknown = fields ? this.unknownFields(fields) : undefined;
    if (unknown) {
      return send(
        res,
        400,
        azureError(
          `TF51535: Cannot find field ${unknown}.`,
          'WorkItemTrackingFieldDefinitionNotFoundException',
        ),
      );
    }
    const missing = ids.find((id) => !this.items.has(id));
    if (missing !== undefined && body.errorPolicy !== 'omit') {
      return send(
        res,
        404,
        azureError(
          `TF401232: Work item ${missing} does not exist, or you do not have permissions to read it.`,
          'WorkItemUnauthorizedAccessException',
        ),
      );
    }
    const value = ids.map((id) => {
      const item = this.items.get(id);
      return item ? this.itemJson(item, fields) : null;
    });
    send(res, 200, { count: value.length, value });
  }

  private workItem(res: ServerResponse, record: RecordedRequest, id: number): void {
    const item = this.items.get(id);
    if (!item) {
      return send(
        res,
        404,
        azureError(
          `TF401232: Work item ${id} does not exist, or you do not have permissions to read it.`,
          'WorkItemUnauthorizedAccessException',
        ),
      );
    }
    if (record.method === 'GET') {
      const wanted = record.query.fields?.split(',') ?? null;
      return send(res, 200, this.itemJson(item, wanted));
    }
    if (record.method === 'PATCH') return this.patch(res, record, item);
    send(
      res,
      405,
      azureError('The requested resource does not support this method.', 'HttpMethodNotAllowed'),
    );
  }

  private patch(res: ServerResponse, record: RecordedRequest, item: StandInWorkItem): void {
    if (!/^application\/json-patch\+json\b/i.test(record.contentType)) {
      return send(
        res,
        415,
        azureError(
          `The request indicated a Content-Type of "${record.contentType}" for method type "PATCH" which is not supported. Valid content types for this method are: application/json-patch+json.`,
          'VssRequestContentTypeNotSupportedException',
        ),
      );
    }
    const ops = Array.isArray(record.body) ? (record.body as Record<string, unknown>[]) : [];
    const carried = TYPE_FIELDS[item.type] ?? [];
    const updates: Record<string, number> = {};
    for (const op of ops) {
      const ref = typeof op.path === 'string' ? /^\/fields\/(.+)$/.exec(op.path)?.[1] : undefined;
      if ((op.op !== 'add' && op.op !== 'replace') || !ref || !carried.includes(ref)) {
        return send(
          res,
          400,
          azureError(
            `TF51535: Cannot find field ${ref ?? String(op.path)}.`,
            'WorkItemTrackingFieldDefinitionNotFoundException',
          ),
        );
      }
      const type = ORGANIZATION_FIELDS.find((f) => f.referenceName === ref)?.type;
      const value = op.value;
      if (typeof value !== 'number' || (type === 'integer' && !Number.isInteger(value))) {
        return send(
          res,
          400,
          azureError(
            `TF401326: Invalid field status 'InvalidType' for field '${ref}'.`,
            'RuleValidationException',
          ),
        );
      }
      updates[ref] = value;
    }
    const rev = Number(item.fields?.['System.Rev'] ?? 1) + 1;
    item.fields = { ...item.fields, ...updates, 'System.Rev': rev };
    send(res, 200, this.itemJson(item, null));
  }
}
