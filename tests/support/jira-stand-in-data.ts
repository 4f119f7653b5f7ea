/**
 * What the Jira stand-in (jira-stand-in.ts) knows: the site's fields as `GET /field`
 * lists them, the edit screens of a team-managed and a company-managed project as
 * `GET /issue/{key}/editmeta` shows them, and issues with ADF or wiki-text descriptions.
 * Shapes follow Atlassian's REST reference (Cloud v3, Data Center v2).
 */

/** How a project estimates: which field its edit screen has, if any. */
export type ProjectStyle = 'team-managed' | 'company-managed' | 'no-estimate';

/** Team-managed projects' 'Story point estimate' (Jira Cloud's id on most sites). */
export const TEAM_ESTIMATE = 'customfield_10016';
/** Company-managed projects' 'Story Points'. */
export const COMPANY_ESTIMATE = 'customfield_10028';
/** Another number field a person may pick. */
export const BUSINESS_VALUE = 'customfield_10030';

/** One issue the stand-in holds. */
export interface StandInIssue {
  key: string;
  summary: string;
  /** An ADF document (Cloud) or wiki text (Data Center); null for none. */
  description: unknown;
  /** Field values by id (the estimate among them). */
  fields: Record<string, unknown>;
}

const field = (id: string, name: string, type: string, custom?: string) => ({
  id,
  key: id,
  name,
  custom: custom !== undefined,
  orderable: true,
  navigable: true,
  searchable: true,
  clauseNames: custom ? [`cf[${id.replace('customfield_', '')}]`, name] : [id],
  schema: custom
    ? { type, custom, customId: Number(id.replace('customfield_', '')) }
    : { type, system: id },
});

/** `GET /rest/api/{3|2}/field`: system and custom fields, number fields among them. */
export const SITE_FIELDS = [
  field('summary', 'Summary', 'string'),
  field('description', 'Description', 'string'),
  field('timeoriginalestimate', 'Original estimate', 'number'),
  field(
    TEAM_ESTIMATE,
    'Story point estimate',
    'number',
    'com.pyxis.greenhopper.jira:jsw-story-point-estimate',
  ),
  field(
    COMPANY_ESTIMATE,
    'Story Points',
    'number',
    'com.atlassian.jira.plugin.system.customfieldtypes:float',
  ),
  field(
    BUSINESS_VALUE,
    'Business Value',
    'number',
    'com.atlassian.jira.plugin.system.customfieldtypes:float',
  ),
  field('customfield_10020', 'Sprint', 'array', 'com.pyxis.greenhopper.jira:gh-sprint'),
];

const editable = (id: string) => {
  const f = SITE_FIELDS.find((candidate) => candidate.id === id);
  if (!f) throw new Error(`No field ${id}`);
  return {
    required: id === 'summary',
    schema: f.schema,
    name: f.name,
    key: f.key,
    operations: ['set'],
  };
};

/** The fields a project's edit screen has (editmeta's `fields`, keyed by id). */
export function editScreen(style: ProjectStyle): Record<string, unknown> {
  const ids = ['summary', 'description', BUSINESS_VALUE];
  if (style === 'team-managed') ids.push(TEAM_ESTIMATE);
  // A company-managed screen may carry the team-managed field too; 'Story Points' is its own.
  if (style === 'company-managed')
    ids.push(TEAM_ESTIMATE, COMPANY_ESTIMATE, 'timeoriginalestimate');
  return Object.fromEntries(ids.map((id) => [id, editable(id)]));
}

/** The field a project's stories carry their estimate in. */
export function estimateFieldOf(style: ProjectStyle): string | null {
  if (style === 'team-managed') return TEAM_ESTIMATE;
  if (style === 'company-managed') return COMPANY_ESTIMATE;
  return null;
}

/** An ADF document of one paragraph. */
export function adfParagraph(text: string): unknown {
  return {
    type: 'doc',
    version: 1,
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  };
}

/** A description with most of ADF's nodes, and the plain text the wall shows for it. */
export const RICH_ADF = {
  type: 'doc',
  version: 1,
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Goal' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Pay by card, ' },
        { type: 'mention', attrs: { id: '5b10ac8d82e05b22cc7d4ef5', text: '@Ana Lima' } },
        { type: 'text', text: ' owns it.' },
        { type: 'hardBreak' },
        { type: 'text', text: 'Second line', marks: [{ type: 'strong' }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Visa' }] }],
        },
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Mastercard' }] },
            {
              type: 'orderedList',
              attrs: { order: 1 },
              content: [
                {
                  type: 'listItem',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Debit' }] }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'codeBlock',
      attrs: { language: 'json' },
      content: [{ type: 'text', text: '{"amount": 5}\n{"amount": 8}' }],
    },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableHeader',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Card' }] }],
            },
            {
              type: 'tableHeader',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Fee' }] }],
            },
          ],
        },
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Visa' }] }],
            },
            {
              type: 'tableCell',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: '1 %' }] }],
            },
          ],
        },
      ],
    },
  ],
};

export const RICH_ADF_TEXT = [
  'Goal',
  '',
  'Pay by card, @Ana Lima owns it.',
  'Second line',
  '',
  '- Visa',
  '- Mastercard',
  '  1. Debit',
  '',
  '{"amount": 5}',
  '{"amount": 8}',
  '',
  'Card | Fee',
  'Visa | 1 %',
].join('\n');

/** `count` issues of project `project`, numbered from 1, their estimates 1, 2, 3 … */
export function makeIssues(
  project: string,
  count: number,
  style: ProjectStyle,
  cloud: boolean,
): StandInIssue[] {
  const estimate = estimateFieldOf(style);
  return Array.from({ length: count }, (_, i) => ({
    key: `${project}-${i + 1}`,
    summary: `Story ${i + 1} of ${project}`,
    description: cloud
      ? adfParagraph(`Text of ${project}-${i + 1}`)
      : `Text of *${project}-${i + 1}*`,
    fields: estimate ? { [estimate]: i + 1 } : {},
  }));
}
