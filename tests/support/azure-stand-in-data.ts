/**
 * What the Azure DevOps stand-in (azure-stand-in.ts) knows: the organization's fields as
 * `GET {project}/_apis/wit/fields` lists them, the work item types of the Agile, Scrum
 * and CMMI processes (and a custom one without an estimate field) with the fields
 * `GET …/workitemtypes/{type}/fields` gives, and the bodies Azure answers with.
 * Shapes follow Microsoft's REST reference (api-version 7.1).
 */

export const STORY_POINTS = 'Microsoft.VSTS.Scheduling.StoryPoints';
export const EFFORT = 'Microsoft.VSTS.Scheduling.Effort';
export const SIZE = 'Microsoft.VSTS.Scheduling.Size';
/** A custom whole-number field, for the person's pick. */
export const CUSTOM_ESTIMATE = 'Custom.TeamEstimate';

/** One work item the stand-in holds. */
export interface StandInWorkItem {
  id: number;
  /** 'User Story' (Agile), 'Product Backlog Item' (Scrum), 'Requirement' (CMMI), 'Bug', … */
  type: string;
  title: string;
  /** HTML, as Azure DevOps keeps it; absent for none. */
  description?: string;
  /** Other field values by reference name (the estimate among them). */
  fields?: Record<string, string | number>;
}

const field = (referenceName: string, name: string, type: string, readOnly = false) => ({
  name,
  referenceName,
  description: '',
  type,
  usage: 'workItem',
  readOnly,
  canSortBy: true,
  isQueryable: true,
  supportedOperations: [],
  isIdentity: false,
  isPicklist: false,
  isPicklistSuggested: false,
  url: `/_apis/wit/fields/${referenceName}`,
});

/** `GET {project}/_apis/wit/fields`: system and custom fields, number fields among them. */
export const ORGANIZATION_FIELDS = [
  field('System.Id', 'ID', 'integer', true),
  field('System.Title', 'Title', 'string'),
  field('System.Description', 'Description', 'html'),
  field('System.WorkItemType', 'Work Item Type', 'string'),
  field('System.TeamProject', 'Team Project', 'treePath', true),
  field('System.Rev', 'Rev', 'integer', true),
  field('Microsoft.VSTS.TCM.ReproSteps', 'Repro Steps', 'html'),
  field('Microsoft.VSTS.Common.Priority', 'Priority', 'integer'),
  field(STORY_POINTS, 'Story Points', 'double'),
  field(EFFORT, 'Effort', 'double'),
  field(SIZE, 'Size', 'double'),
  field('Microsoft.VSTS.Scheduling.RemainingWork', 'Remaining Work', 'double'),
  field(CUSTOM_ESTIMATE, 'Team Estimate', 'integer'),
  field('Custom.TShirt', 'T-Shirt Size', 'string'),
];

const COMMON = [
  'System.Id',
  'System.Rev',
  'System.Title',
  'System.Description',
  'System.WorkItemType',
  'System.TeamProject',
  'Microsoft.VSTS.Common.Priority',
];

/** Each work item type's fields, as its process defines them. */
export const TYPE_FIELDS: Record<string, string[]> = {
  'User Story': [...COMMON, STORY_POINTS],
  'Product Backlog Item': [...COMMON, EFFORT],
  Requirement: [...COMMON, SIZE],
  Bug: [...COMMON, 'Microsoft.VSTS.TCM.ReproSteps', STORY_POINTS],
  'Feature Request': [...COMMON, CUSTOM_ESTIMATE, 'Custom.TShirt'],
  Task: [...COMMON, 'Microsoft.VSTS.Scheduling.RemainingWork'],
};

/** Azure's error body: `{ message, typeKey, … }` as every 4xx and 5xx of the API sends. */
export const azureError = (message: string, typeKey: string, eventId = 3000) => ({
  $id: '1',
  innerException: null,
  message,
  typeName: `Microsoft.TeamFoundation.WorkItemTracking.Server.${typeKey}, Microsoft.TeamFoundation.WorkItemTracking.Server`,
  typeKey,
  errorCode: 0,
  eventId,
});

/** The body of each scripted failure's status, unless the test gives its own. */
export const FAILURE_BODIES: Record<number, unknown> = {
  400: azureError('VS402337: The request is invalid.', 'VssServiceException'),
  401: 'Access Denied: The Personal Access Token used has expired.',
  403: azureError(
    'TF237111: The current user does not have permissions to save work items under the specified area path.',
    'WorkItemUnauthorizedAccessException',
  ),
  404: azureError(
    'TF401232: Work item does not exist, or you do not have permissions to read it.',
    'WorkItemUnauthorizedAccessException',
  ),
  429: azureError(
    'TF400733: The request has been throttled: the user has exceeded the usage limit.',
    'RequestBlockedException',
  ),
  503: azureError(
    'TF400898: An Internal Error Occurred. The service is temporarily unavailable.',
    'ServiceUnavailableException',
  ),
};

/** What Azure DevOps serves a browser (or a PAT it does not take) for sign-in: a 203. */
export const SIGN_IN_PAGE =
  '<!DOCTYPE html><html><head><title>Azure DevOps Services | Sign In</title></head><body><form action="https://login.microsoftonline.com/"></form></body></html>';

/** A stand-in's few work items: two User Stories (one estimated) and a Bug, HTML bodies. */
export const AGILE_ITEMS: StandInWorkItem[] = [
  {
    id: 101,
    type: 'User Story',
    title: 'Pay by card',
    description:
      '<div>As a <b>buyer</b>&nbsp;I pay by card.</div><ul><li>Visa</li><li>Mastercard &amp; Amex</li></ul>',
    fields: { [STORY_POINTS]: 5 },
  },
  {
    id: 102,
    type: 'User Story',
    title: 'Refund a payment',
    description: '<p>Full &lt;or&gt; partial.</p>',
  },
  {
    id: 103,
    type: 'Bug',
    title: 'Receipt shows the wrong total',
    fields: { 'Microsoft.VSTS.TCM.ReproSteps': '<div>Open a receipt<br>See the total</div>' },
  },
];

/** `count` User Stories with ids from `from`, for paging and batching. */
export const manyStories = (count: number, from = 1000): StandInWorkItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    type: 'User Story',
    title: `Story ${i + 1}`,
  }));
