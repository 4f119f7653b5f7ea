/**
 * Test output is for people: what a test writes to the console (the SDK's
 * `permission_denied` warnings in the rules tests, refusals the code logs on
 * purpose) is held back while the test runs and printed only when it fails, so
 * the summary line and real failures stand out. A test that spies on the
 * console still sees every call.
 */
import { afterEach, beforeEach } from 'vitest';

const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
type Method = (typeof METHODS)[number];

const originals = Object.fromEntries(METHODS.map((m) => [m, console[m]])) as Record<
  Method,
  (...args: unknown[]) => void
>;
let held: Array<[Method, unknown[]]> = [];

beforeEach(() => {
  held = [];
  for (const method of METHODS) {
    console[method] = (...args: unknown[]) => {
      held.push([method, args]);
    };
  }
});

afterEach(({ task }) => {
  for (const method of METHODS) console[method] = originals[method];
  if (task.result?.state === 'fail') {
    for (const [method, args] of held) originals[method](...args);
  }
  held = [];
});
