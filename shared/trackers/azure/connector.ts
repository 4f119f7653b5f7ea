/**
 * The Azure DevOps connector: the contract's operations for one organization (Services)
 * or collection (Server), one project and one PAT. It runs in the kiosk, on the room
 * server and, since Azure DevOps accepts a page's cross-origin calls with a PAT, in a
 * browser wall (docs/trackers.md, "Where the calls run").
 */
import type { EstimateField, TrackerImport, TrackerResult, TrackerStory } from '../contract';
import type { TrackerConnector } from '../connector';
import type { HttpCallerOptions } from '../http';
import { createAzureClient, type AzureClient } from './client';
import type { AzureCredentials } from './credentials';
import { writeEstimate } from './estimate';
import { ESTIMATE_FIELDS, estimateFieldOf, projectFields } from './fields';
import { htmlToText } from './html';
import { readWorkItems, type AzureWorkItem } from './items';
import { queryIds } from './query';

/** The fields of each type are read for at most this many work item types of an import. */
const MAX_TYPES_ASKED = 10;

/** A bug's story is told in its repro steps when it has no description. */
const REPRO_STEPS = 'Microsoft.VSTS.TCM.ReproSteps';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

interface ConnectionData {
  authenticatedUser?: { providerDisplayName?: unknown; customDisplayName?: unknown };
}

/** The account's name from `_apis/connectionData`, or null when it does not say. */
async function accountName(client: AzureClient): Promise<TrackerResult<string | null>> {
  const answer = await client.call<ConnectionData>('GET', 'connectionData', 'the account', {
    scope: 'organization',
    apiVersion: null,
  });
  if (!answer.ok) {
    // Only a refused credential matters here: the project's check follows.
    const kind = answer.failure.kind;
    return kind === 'credentials' || kind === 'network' || kind === 'unavailable'
      ? answer
      : { ok: true, value: null };
  }
  const user = answer.value?.authenticatedUser;
  const name = [user?.customDisplayName, user?.providerDisplayName].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return { ok: true, value: name ?? null };
}

/** The field every type of the import carries, or null when one has none or two differ. */
async function findField(
  client: AzureClient,
  items: readonly AzureWorkItem[],
  numbers: readonly EstimateField[],
): Promise<TrackerResult<EstimateField | null>> {
  const types = [...new Set(items.map((i) => text(i.fields['System.WorkItemType'])))]
    .filter((t) => t !== '')
    .slice(0, MAX_TYPES_ASKED);
  let chosen: EstimateField | null = null;
  for (const type of types) {
    const found = await estimateFieldOf(client, type, numbers);
    if (!found.ok) return found;
    if (found.value === null || (chosen !== null && chosen.id !== found.value.id)) {
      return { ok: true, value: null };
    }
    chosen = found.value;
  }
  return { ok: true, value: chosen };
}

export function createAzureConnector(
  credentials: AzureCredentials,
  options: HttpCallerOptions = {},
): TrackerConnector {
  const client = createAzureClient(credentials, options);

  const story = (item: AzureWorkItem, field: EstimateField | null): TrackerStory => {
    const href = item._links?.html?.href;
    return {
      key: String(item.id),
      title: text(item.fields['System.Title']),
      description: htmlToText(item.fields['System.Description'] || item.fields[REPRO_STEPS]),
      estimate: field ? numberOrNull(item.fields[field.id]) : null,
      url: typeof href === 'string' && /^https?:\/\//.test(href) ? href : client.webUrl(item.id),
    };
  };

  return {
    async connect() {
      const account = await accountName(client);
      if (!account.ok) return account;
      // The project must exist and its work items be readable with this PAT.
      const types = await client.call(
        'GET',
        'wit/workitemtypes',
        `the project ${credentials.project}`,
      );
      if (!types.ok) return types;
      return { ok: true, value: account.value ?? 'Azure DevOps personal access token' };
    },

    async importByQuery(query, limit): Promise<TrackerResult<TrackerImport>> {
      const fields = await projectFields(client);
      if (!fields.ok) return fields;
      const found = await queryIds(client, query, limit);
      if (!found.ok) return found;
      // A field the project lacks would fail the whole batch: ask only for known ones.
      const { known, numbers } = fields.value;
      const read = [
        'System.Id',
        'System.Title',
        'System.Description',
        'System.WorkItemType',
        ...[REPRO_STEPS, ...ESTIMATE_FIELDS].filter((id) => known.has(id)),
      ];
      const items = await readWorkItems(client, found.value.ids, read);
      if (!items.ok) return items;
      const field = await findField(client, items.value, numbers);
      if (!field.ok) return field;
      return {
        ok: true,
        value: {
          stories: items.value.map((item) => story(item, field.value)),
          truncated: found.value.truncated,
          field: field.value,
          fields: numbers,
        },
      };
    },

    writeEstimate: (write) => writeEstimate(client, write),
  };
}
