// The contract every wire keeps (docs/concepts/lifecycle.md, "The contract"), as one table:
// each scenario is a call the model makes, what the human answers if asked, and what must
// happen: how often execute runs, whether and with which args a human is asked, whether the
// outcome is a result, an error or a decline, and what the model or client is told.
import { BULK_RESULT_LENGTH, SECRET } from './tools';

/** The names of the scenarios, for the drivers' lists of what they cannot express. */
export type ScenarioName =
  | 'valid'
  | 'invalid args'
  | 'invalid args, requireApproval'
  | 'approved'
  | 'approved with edited args'
  | 'approved with edits the schema refuses'
  | 'declined'
  | 'requireApproval function says no'
  | 'execute throws'
  | 'output fails outputSchema'
  | 'toModelOutput, valid output'
  | 'toModelOutput, invalid args'
  | 'toModelOutput throws'
  | 'suspend, then resume'
  | 'request context fails its schema'
  | 'unknown tool'
  | 'malformed args'
  | 'a 1 MB result'
  | 'idempotency key, approved'
  | 'idempotency key, approved then suspended';

/** How a call ended, as its wire says it: a result, an error (a refusal included), or a decline. */
export type Outcome = 'result' | 'error' | 'declined';

/** What a driver saw one call do on its wire. */
export interface Observation {
  /** How many times an execute body started. */
  executeRuns: number;
  /** The arguments a human was shown, once per approval question. */
  asked: unknown[];
  outcome: Outcome;
  /** The text the model or the client reads for the call. */
  told: string;
  /** The result the application reads (a record's, a chunk's or its framework's), for a scenario that checks it is whole. */
  appResult?: unknown;
  /** The `context.idempotencyKey` each execute run saw (the tools that read it). */
  keys: unknown[];
  /** The keys the wire showed outside execute, where it shows them: the tickets' and a dispatch request's. */
  issuedKeys: unknown[];
}

/** One scenario: the call, the human's answer if asked, and what every wire must show. */
export interface Scenario {
  name: ScenarioName;
  /** The tool name the model calls. */
  tool: string;
  /** The parsed arguments (absent with `argsText`). */
  args?: Record<string, unknown>;
  /** The arguments as raw text, for a wire that carries text. */
  argsText?: string;
  /** The request context's values. */
  requestContext: Record<string, unknown>;
  /** What the human answers when asked; `args`: the arguments as the human edited them. */
  answer: { approved: boolean; reason?: string; args?: Record<string, unknown> };
  /** What a suspended call is resumed with. */
  resumeData?: Record<string, unknown>;
  /** The wire's `modelOutputLimit`, when the scenario gives one. */
  modelOutputLimit?: number;
  expect: {
    /** The most characters the model may read. */
    toldAtMost?: number;
    /** How long, as JSON, the result the application reads is: all of it. */
    appResultLength?: number;
    executeRuns: number;
    /** The args shown for approval, or `null`: nobody is asked. */
    asked: Record<string, unknown> | null;
    outcome: Outcome;
    told: RegExp;
    /** What must not be in it (besides the secret and a stack, never anywhere). */
    notTold?: RegExp;
    /** Every execute run of the call, and every ticket or dispatch the wire shows, has one and the same idempotency key. */
    oneKey?: true;
  };
}

const tenant = { tenant: 'acme' };
const yes = { approved: true };

/** For a wire whose peer's approval answer has no place for edited arguments: the edit scenarios, with why. */
export function cannotEdit(reason: string): Partial<Record<ScenarioName, string>> {
  return { 'approved with edited args': reason, 'approved with edits the schema refuses': reason };
}

/** Every scenario, in the order of the issue that set the contract. */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'valid',
    tool: 'lookup',
    args: { orderId: 'A1' },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 1, asked: null, outcome: 'result', told: /"status":"shipped"/ },
  },
  {
    name: 'invalid args',
    tool: 'lookup',
    args: { orderId: 5 },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 0, asked: null, outcome: 'error', told: /Tool input validation failed for lookup/ },
  },
  {
    name: 'invalid args, requireApproval',
    tool: 'refund',
    args: { orderId: '', amountEur: 'ten' },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 0, asked: null, outcome: 'error', told: /Tool input validation failed for refund/ },
  },
  {
    name: 'approved',
    tool: 'refund',
    args: { orderId: 'A1', amountEur: 10 },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 1, asked: { orderId: 'A1', amountEur: 10 }, outcome: 'result', told: /"refunded":10/ },
  },
  {
    name: 'approved with edited args',
    tool: 'refund',
    args: { orderId: 'A1', amountEur: 10 },
    requestContext: tenant,
    answer: { approved: true, args: { orderId: 'A1', amountEur: 4 } },
    expect: { executeRuns: 1, asked: { orderId: 'A1', amountEur: 10 }, outcome: 'result', told: /"refunded":4/, notTold: /"refunded":10/ },
  },
  {
    name: 'approved with edits the schema refuses',
    tool: 'refund',
    args: { orderId: 'A1', amountEur: 10 },
    requestContext: tenant,
    answer: { approved: true, args: { orderId: 'A1', amountEur: 'four' } },
    expect: { executeRuns: 0, asked: { orderId: 'A1', amountEur: 10 }, outcome: 'error', told: /Tool input validation failed for refund/ },
  },
  {
    name: 'declined',
    tool: 'refund',
    args: { orderId: 'A1', amountEur: 10 },
    requestContext: tenant,
    answer: { approved: false, reason: 'Too much for a chat refund' },
    expect: { executeRuns: 0, asked: { orderId: 'A1', amountEur: 10 }, outcome: 'declined', told: /Too much for a chat refund/, notTold: /refunded/ },
  },
  {
    name: 'requireApproval function says no',
    tool: 'smallRefund',
    args: { orderId: 'A1', amountEur: 10 },
    requestContext: tenant,
    answer: { approved: false, reason: 'nobody should be asked' },
    expect: { executeRuns: 1, asked: null, outcome: 'result', told: /"refunded":10/ },
  },
  {
    name: 'execute throws',
    tool: 'crash',
    args: { orderId: 'A1' },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 1, asked: null, outcome: 'error', told: /Request failed with status code 401/, notTold: /Authorization|password|expired/ },
  },
  {
    name: 'output fails outputSchema',
    tool: 'broken',
    args: { orderId: 'A1' },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 1, asked: null, outcome: 'error', told: /Tool output validation failed for broken/ },
  },
  {
    name: 'toModelOutput, valid output',
    tool: 'summary',
    args: { orderId: 'A1', amountEur: 10 },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 1, asked: null, outcome: 'result', told: /^Refunded 10 EUR on order A1\.$/ },
  },
  {
    name: 'toModelOutput, invalid args',
    tool: 'summary',
    args: { orderId: 'A1', amountEur: 'ten' },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 0, asked: null, outcome: 'error', told: /Tool input validation failed for summary/, notTold: /Refunded/ },
  },
  {
    name: 'toModelOutput throws',
    tool: 'masked',
    args: { orderId: 'A1' },
    requestContext: tenant,
    answer: yes,
    // The mapper was there to filter the result: the model reads that the call failed, never the
    // result. (The AI SDK fails the run with the thrown error itself, as for its own tools: the
    // model is told nothing more, the application reads "Error: mapper broke".)
    expect: {
      executeRuns: 1,
      asked: null,
      outcome: 'error',
      told: /(toModelOutput of tool "masked" threw|^Error): mapper broke/,
      notTold: /"orderId"|internal/,
    },
  },
  {
    name: 'suspend, then resume',
    tool: 'confirm',
    args: { orderId: 'A1' },
    requestContext: tenant,
    answer: yes,
    resumeData: { confirmed: true },
    expect: { executeRuns: 2, asked: null, outcome: 'result', told: /"confirmed":true/ },
  },
  {
    name: 'request context fails its schema',
    tool: 'scoped',
    args: { orderId: 'A1' },
    // Built from an incoming request: its headers' secrets are redacted in the text (never told).
    requestContext: { tenant: 5, 'x-api-key': SECRET, cookie: `session=${SECRET}` },
    answer: yes,
    expect: { executeRuns: 0, asked: null, outcome: 'error', told: /Request context validation failed for scoped/ },
  },
  {
    name: 'unknown tool',
    tool: 'nope',
    args: { orderId: 'A1' },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 0, asked: null, outcome: 'error', told: /nope/ },
  },
  {
    name: 'malformed args',
    tool: 'lookup',
    argsText: '{"orderId": "A1"',
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 0, asked: null, outcome: 'error', told: /lookup/, notTold: /"status":"shipped"/ },
  },
  {
    name: 'a 1 MB result',
    tool: 'bulk',
    args: { orderId: 'A1' },
    requestContext: tenant,
    answer: yes,
    modelOutputLimit: 4_000,
    // The model reads valid JSON within the limit, its array shortened with a marker item; the
    // application reads the whole result.
    expect: {
      executeRuns: 1,
      asked: null,
      outcome: 'result',
      told: /^\{"orderId":"A1","lines":\[\{"line":0,.*"\[… [\d,]+ more items\]"\]\}$/,
      toldAtMost: 4_000,
      appResultLength: BULK_RESULT_LENGTH,
    },
  },
  {
    name: 'idempotency key, approved',
    tool: 'keyed',
    args: { orderId: 'A1', amountEur: 10 },
    requestContext: tenant,
    answer: yes,
    expect: { executeRuns: 1, asked: { orderId: 'A1', amountEur: 10 }, outcome: 'result', told: /"charged":10/, oneKey: true },
  },
  {
    // The call is approved, runs and suspends, and is resumed: both runs read the key it was
    // approved under (on the wires whose approval answer comes back through a ticket, the
    // approval ticket carries it; the suspension ticket then carries it on).
    name: 'idempotency key, approved then suspended',
    tool: 'keyedConfirm',
    args: { orderId: 'A1', amountEur: 10 },
    requestContext: tenant,
    answer: yes,
    resumeData: { confirmed: true },
    expect: { executeRuns: 2, asked: { orderId: 'A1', amountEur: 10 }, outcome: 'result', told: /"confirmed":true/, oneKey: true },
  },
];

/** Never told, on any wire, in any scenario: the thrown error's secret fields and a stack trace. */
export const NEVER_TOLD = new RegExp(`${SECRET}|\\n\\s+at `);
