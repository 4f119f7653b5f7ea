/**
 * The Linear stand-in's world as tests give it (teams with their estimate settings,
 * cycles, projects, labels, workflow states and issues), a sample workspace, and the
 * error bodies Linear answers, as its SDK reads them (`extensions.type`, `code`).
 */

export interface StandInTeam {
  key: string;
  name?: string;
  /** notUsed, exponential, fibonacci, linear or tShirt. */
  estimation?: string;
  extended?: boolean;
  allowZero?: boolean;
}

export interface StandInCycle {
  team: string;
  number: number;
  /** Which of Linear's cycle flags it has. */
  when: 'active' | 'next' | 'previous' | 'past' | 'future';
}

export interface StandInIssue {
  /** `ENG-12`. */
  identifier: string;
  title: string;
  description?: string | null;
  estimate?: number | null;
  /** A cycle's number in the issue's team. */
  cycle?: number;
  /** A project's name. */
  project?: string;
  labels?: string[];
  /** A workflow state's name (Todo, In Progress, Done, Canceled, Backlog). */
  state?: string;
}

/** Linear's default workflow: each state's name and type. */
export const STATES: Record<string, string> = {
  Backlog: 'backlog',
  Todo: 'unstarted',
  'In Progress': 'started',
  'In Review': 'started',
  Done: 'completed',
  Canceled: 'canceled',
};

export const SAMPLE_TEAMS: StandInTeam[] = [
  { key: 'ENG', name: 'Engineering', estimation: 'fibonacci' },
  { key: 'DES', name: 'Design', estimation: 'tShirt', extended: true },
  { key: 'OPS', name: 'Operations', estimation: 'notUsed' },
];

export const SAMPLE_CYCLES: StandInCycle[] = [
  { team: 'ENG', number: 41, when: 'previous' },
  { team: 'ENG', number: 42, when: 'active' },
  { team: 'ENG', number: 43, when: 'next' },
];

export const SAMPLE_PROJECTS = ['Checkout v2', 'Onboarding'];

export const SAMPLE_ISSUES: StandInIssue[] = [
  {
    identifier: 'ENG-1',
    title: 'Pay by card',
    description: '## Why\r\nCustomers ask for **cards**.',
    estimate: 3,
    cycle: 42,
    project: 'Checkout v2',
    labels: ['Ready', 'Backend'],
    state: 'Todo',
  },
  {
    identifier: 'ENG-2',
    title: 'Refunds',
    cycle: 42,
    project: 'Checkout v2',
    labels: ['Ready'],
    state: 'In Progress',
  },
  { identifier: 'ENG-3', title: 'Receipts by mail', cycle: 43, labels: ['Backend'], state: 'Todo' },
  { identifier: 'ENG-4', title: 'Old checkout removed', cycle: 41, state: 'Done' },
  { identifier: 'ENG-5', title: 'Coupons', state: 'Canceled' },
  { identifier: 'DES-7', title: 'Checkout screens', estimate: 5, project: 'Checkout v2' },
  { identifier: 'OPS-2', title: 'Rotate keys', state: 'Todo' },
];

/** A Linear error entry, as its API writes one. */
export function linearError(
  message: string,
  type: string,
  code: string,
  presentable?: string,
): Record<string, unknown> {
  return {
    message,
    extensions: {
      type,
      code,
      userError: type !== 'internal error',
      ...(presentable ? { userPresentableMessage: presentable } : {}),
    },
  };
}

export const AUTHENTICATION_ERROR = linearError(
  'Authentication required, not authenticated',
  'authentication error',
  'AUTHENTICATION_ERROR',
  'You need to authenticate to access this operation.',
);

export const RATELIMITED_ERROR = linearError(
  'Rate limit exceeded',
  'ratelimited',
  'RATELIMITED',
  'You have exceeded the rate limit. Please try again later.',
);

export const FORBIDDEN_ERROR = linearError(
  'Invalid scope: `write` required',
  'forbidden',
  'FORBIDDEN',
  'This API key may not write.',
);

export const notFoundError = (entity: string) =>
  linearError(
    `Entity not found: ${entity}`,
    'invalid input',
    'INVALID_INPUT',
    `Could not find referenced ${entity}.`,
  );

export const INTERNAL_ERROR = linearError(
  'Internal server error',
  'internal error',
  'INTERNAL_ERROR',
);
