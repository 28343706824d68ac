/* eslint-disable @typescript-eslint/no-explicit-any */
// Differential harness for toolsmith's runtime: the same tool and the same scripted model tool call
// run (1) through a real Mastra `Agent` (MockLanguageModelV3 streaming tool-input-start / deltas /
// end / tool-call, then answering text; a Mastra instance with in-memory storage for approve,
// decline and resume) and (2) through toolsmith's `runToolCall` / `streamToolCall`. Both sides are
// reduced to one `Observation` shape so scenarios can be compared as a whole.
import { Agent } from '@mastra/core/agent';
import { Mastra } from '@mastra/core';
import { MastraLogger } from '@mastra/core/logger';
import { InMemoryStore } from '@mastra/core/storage';
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRC } from '@mastra/core/request-context';
import { MockLanguageModelV3, convertArrayToReadableStream } from 'ai/test';

/** The tool's key in the record: the name the model calls. */
export const TOOL_KEY = 'weather';
export const TOOL_CALL_ID = 'call-1';
export const USER_TEXT = 'weather in Paris?';
export const INSTRUCTIONS = 'be brief';

/** What the model's first step streams for the tool call. */
export interface ScriptedToolCall {
  /** The tool name the model uses (default `TOOL_KEY`). */
  toolName?: string;
  /** `tool-input-delta` texts, in order (default `['{"location":', '"P"}']`). */
  deltas?: string[];
  /** The `tool-call` part's input text (default: the deltas joined). */
  input?: string;
}

export type Continuation =
  | { kind: 'approve' }
  | { kind: 'decline'; reason?: string }
  | { kind: 'resume'; data: unknown };

/** One hook / callback invocation, in order, with a comparable snapshot of its payload. */
export interface Invocation {
  name: string;
  payload: unknown;
}

export interface Recorder {
  events: Invocation[];
  push(name: string, payload: unknown): void;
}

export function recorder(): Recorder {
  const events: Invocation[] = [];
  return { events, push: (name, payload) => events.push({ name, payload: snap(payload) }) };
}

/** A tool-related stream chunk, reduced: phase (1 = first run, 2 = after the continuation). */
export interface ToolChunk {
  phase: 1 | 2;
  type: string;
  payload: unknown;
  /** `metadata.mastra.toolPayloadTransform` on the chunk, when present. */
  transform?: unknown;
}

export interface Observation {
  /** Hooks, execute, toModelOutput, transformers, approval predicates, in call order. */
  events: Invocation[];
  /** Tool-related chunks in order. */
  chunks: ToolChunk[];
  /** The raw result the application sees (the tool-result chunk's `result`), if any. */
  result?: unknown;
  /** The error message of a tool-error chunk, if any. */
  error?: string;
  /** The tool-result `output` in the prompt of the model call after the tool ran (if any). */
  modelOutput?: unknown;
  /** How the (last) run ended for the tool. */
  outcome: 'result' | 'error' | 'approval-required' | 'suspended' | 'declined' | 'pending';
  /** warn/error log calls related to tools: [level, message, snapshot of the data]. */
  logs: [string, string, unknown?][];
  /** Sorted top-level keys of the context execute saw, and of `ctx.agent` (last execute). */
  contextKeys?: string[];
  agentKeys?: string[];
}

/** Builds a scenario's tool with either library's createTool; hooks record into `rec`. */
export type ToolFactory = (createTool: (opts: any) => any, rec: Recorder) => any;

export interface Scenario {
  name: string;
  tool: ToolFactory;
  call?: ScriptedToolCall;
  continuation?: Continuation;
  /** Entries of the request context given to the run. */
  requestContext?: Record<string, unknown>;
  /** Other tools in the record (for the "Available tools" list). */
  otherTools?: string[];
}

// ---------------------------------------------------------------------------------------------
// Snapshots: values made comparable (signals, functions, timestamps, errors, circular refs).

export function snap(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === undefined || value === null) return value;
  if (typeof value === 'function') return '<function>';
  if (typeof value === 'bigint') return `<bigint ${value}>`;
  if (typeof value === 'symbol') return `<symbol ${String(value.description)}>`;
  if (typeof value !== 'object') return value;
  if (typeof AbortSignal !== 'undefined' && value instanceof AbortSignal) return '<AbortSignal>';
  if (value instanceof Date) return '<Date>';
  if (value instanceof Error) return { '<Error>': value.message };
  if (typeof (value as any).all === 'object' && typeof (value as any).get === 'function' && typeof (value as any).set === 'function') {
    return { '<RequestContext>': snap((value as any).all, seen) };
  }
  if (seen.has(value)) return '<circular>';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => snap(v, seen));
    if (value instanceof Uint8Array) return `<bytes ${value.length}>`;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'createdAt' && typeof v === 'number') out[k] = '<createdAt>';
      else out[k] = snap(v, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** Standard hook set recording each call; `fail` makes every hook throw after recording. */
export function recordingHooks(rec: Recorder, fail = false) {
  const mk = (name: string) => (payload: any) => {
    rec.push(name, payload);
    if (fail) throw new Error(`${name} failed`);
  };
  return {
    onInputStart: mk('onInputStart'),
    onInputDelta: mk('onInputDelta'),
    onInputAvailable: mk('onInputAvailable'),
    onOutput: mk('onOutput'),
  };
}

/** Records what execute saw and returns it, so scenarios can build results from it. */
export function recordExecute(rec: Recorder, args: any, ctx: any) {
  const agent = ctx?.agent ?? {};
  const seen = {
    args,
    toolCallId: agent.toolCallId,
    resumeData: agent.resumeData ?? undefined,
    suspendPayload: agent.suspendPayload ?? undefined,
    requestContext: ctx?.requestContext,
    hasObserve: typeof ctx?.observe?.span === 'function' && typeof ctx?.observe?.log === 'function',
    hasWriter: typeof ctx?.writer?.write === 'function',
    hasSuspend: typeof agent.suspend === 'function',
    messagesIsArray: Array.isArray(agent.messages),
    abortSignal: ctx?.abortSignal,
  };
  rec.push('execute', seen);
  (rec as any).contextKeys = Object.keys(ctx ?? {}).sort();
  (rec as any).agentKeys = Object.keys(agent).sort();
  return seen;
}

// ---------------------------------------------------------------------------------------------
// Mastra side.

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

const RELEVANT = new Set([
  'tool-call',
  'tool-result',
  'tool-error',
  'tool-call-approval',
  'tool-call-suspended',
  'tool-output',
  'tool-output-denied',
  'tool-call-delta',
]);

class CaptureLogger extends MastraLogger {
  logs: [string, string, unknown?][] = [];
  debug(): void {}
  info(): void {}
  warn(message: string, ...args: any[]): void {
    this.logs.push(args.length ? ['warn', message, snap(args[0])] : ['warn', message]);
  }
  error(message: string, ...args: any[]): void {
    this.logs.push(args.length ? ['error', message, snap(args[0])] : ['error', message]);
  }
}

/** The scripted model: step 1 streams the tool call, every later step answers 'done'. */
function scriptedModel(call: ScriptedToolCall) {
  const prompts: any[] = [];
  let step = 0;
  const toolName = call.toolName ?? TOOL_KEY;
  const deltas = call.deltas ?? ['{"location":', '"P"}'];
  const input = call.input ?? deltas.join('');
  const model = new MockLanguageModelV3({
    doStream: async (options: any) => {
      prompts.push(options.prompt);
      step++;
      const head = [
        { type: 'stream-start', warnings: [] },
        { type: 'response-metadata', id: `r${step}`, modelId: 'mock', timestamp: new Date(0) },
      ];
      const parts: any[] =
        step === 1
          ? [
              ...head,
              { type: 'tool-input-start', id: TOOL_CALL_ID, toolName },
              ...deltas.map((delta) => ({ type: 'tool-input-delta', id: TOOL_CALL_ID, delta })),
              { type: 'tool-input-end', id: TOOL_CALL_ID },
              { type: 'tool-call', toolCallId: TOOL_CALL_ID, toolName, input },
              { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
            ]
          : [
              ...head,
              { type: 'text-start', id: 't1' },
              { type: 'text-delta', id: 't1', delta: 'done' },
              { type: 'text-end', id: 't1' },
              { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
            ];
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
  return { model, prompts };
}

/** A tool with only a description and an execute returning 'ok' (fills the record). */
function fillerTool(createTool: (o: any) => any, id: string) {
  return createTool({ id, description: `the ${id} tool`, execute: async () => 'ok' });
}

const TOOL_LOG = /^(Error calling |Tool payload transform failed|Tool input validation failed|Tool suspend|Tool resume|Failed to)/;

/** Runs the scenario through a real Mastra Agent and records an Observation. */
export async function runMastra(s: Scenario): Promise<Observation> {
  const rec = recorder();
  const tools: Record<string, any> = { [TOOL_KEY]: s.tool(refCreateTool as any, rec) };
  for (const name of s.otherTools ?? []) tools[name] = fillerTool(refCreateTool as any, name);
  const { model, prompts } = scriptedModel(s.call ?? {});
  const logger = new CaptureLogger();
  const agent = new Agent({ id: 'a', name: 'a', instructions: INSTRUCTIONS, model: model as any, tools });
  const mastra = new Mastra({ agents: { a: agent }, storage: new InMemoryStore(), logger });
  const a = mastra.getAgent('a');
  const requestContext = new RefRC(Object.entries(s.requestContext ?? {}) as any);
  const chunks: ToolChunk[] = [];
  const collect = async (out: any, phase: 1 | 2) => {
    for await (const c of out.fullStream as AsyncIterable<any>) {
      if (c.type === 'error') chunks.push({ phase, type: 'error', payload: { message: String(c.payload?.error?.message ?? c.payload?.error) } });
      if (!RELEVANT.has(c.type)) continue;
      const chunk: ToolChunk = { phase, type: c.type, payload: snap(c.payload) };
      const transform = c.metadata?.mastra?.toolPayloadTransform;
      if (transform !== undefined) chunk.transform = snap(transform);
      chunks.push(chunk);
    }
  };
  const first = await a.stream(USER_TEXT, { requestContext: requestContext as any });
  await collect(first, 1);
  const c = s.continuation;
  if (c) {
    const opts = { runId: first.runId, toolCallId: TOOL_CALL_ID, requestContext: requestContext as any };
    const second =
      c.kind === 'approve'
        ? await a.approveToolCall(opts)
        : c.kind === 'decline'
          ? await a.declineToolCall({ ...opts, ...(c.reason !== undefined ? { reason: c.reason } : {}) })
          : await a.resumeStream(c.data, opts);
    await collect(second, 2);
  }
  const obs: Observation = {
    events: rec.events,
    chunks,
    outcome: 'pending',
    logs: logger.logs.filter((l) => TOOL_LOG.test(l[1])),
  };
  if ((rec as any).contextKeys) {
    obs.contextKeys = (rec as any).contextKeys;
    obs.agentKeys = (rec as any).agentKeys;
  }
  deriveOutcome(obs);
  // The model call after the tool ran: its prompt's tool-result part for our call.
  const after = prompts.slice(1).map(findToolResultPart).filter((p) => p !== undefined);
  if (after.length > 0) obs.modelOutput = snap(after[after.length - 1].output);
  return obs;
}

function findToolResultPart(prompt: any[]): any {
  for (const m of prompt ?? []) {
    if (m.role !== 'tool') continue;
    for (const p of m.content ?? []) if (p.type === 'tool-result' && p.toolCallId === TOOL_CALL_ID) return p;
  }
  return undefined;
}

/** Derives result / error / outcome from the last decisive chunk. */
export function deriveOutcome(obs: Observation): void {
  for (const c of obs.chunks) {
    const p = c.payload as any;
    switch (c.type) {
      case 'tool-result':
        obs.outcome = 'result';
        obs.result = p.result;
        break;
      case 'tool-error':
        obs.outcome = 'error';
        obs.error = typeof p.error === 'object' && p.error !== null ? (p.error['<Error>'] ?? p.error.message) : String(p.error);
        break;
      case 'tool-call-approval':
        obs.outcome = 'approval-required';
        break;
      case 'tool-call-suspended':
        obs.outcome = 'suspended';
        break;
      case 'tool-output-denied':
        obs.outcome = 'declined';
        break;
      default:
        break;
    }
  }
}
