// Differential harness for toolwright's runtime: the same tool and the same scripted model tool call
// run (1) through a real Mastra `Agent` (MockLanguageModelV3 streaming tool-input-start / deltas /
// end / tool-call, then answering text; a Mastra instance with in-memory storage for approve,
// decline and resume) and (2) through toolwright's `runToolCall` / `streamToolCall`. Both sides are
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
  /**
   * `false`: the model sends only the `tool-call` part (no tool-input-start/delta/end), as some
   * providers do. The reference parses (and repairs) that part's input then; with streamed input
   * it parses the joined deltas strictly and uses `{}` when they are not valid JSON.
   */
  streamInput?: boolean;
  /** The model's specification version (default `'v3'`, AI SDK 6; `'v2'` is AI SDK 5). */
  modelVersion?: 'v2' | 'v3';
}

export type Continuation = { kind: 'approve' } | { kind: 'decline'; reason?: string } | { kind: 'resume'; data: unknown };

/** One hook / callback invocation, in order, with a comparable snapshot of its payload. */
export interface Invocation {
  name: string;
  payload: unknown;
}

export interface Recorder {
  events: Invocation[];
  push(name: string, payload: unknown): void;
}

/** The event both sides record between the first run and its continuation. */
export const CONTINUATION_EVENT = 'continuation';

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
  /**
   * A documented difference between the reference and toolwright: `patch` turns the reference's
   * comparable observation into what toolwright is expected to give.
   */
  divergence?: { note: string; patch: (expected: Record<string, any>) => void };
  /** A toolwright bug found by this scenario: the comparison is expected to fail until it is fixed. */
  knownBug?: string;
  /**
   * Deviation 8 (docs/compatibility.md): streamed args that are not valid JSON. The reference
   * parses the joined deltas strictly and runs with `{}`; toolwright repairs them like a bare
   * tool-call part, or fails with the "could not be parsed" error. The value is toolwright's status.
   */
  deviation8?: 'failed' | 'completed';
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
              ...(call.streamInput === false
                ? []
                : [
                    { type: 'tool-input-start', id: TOOL_CALL_ID, toolName },
                    ...deltas.map((delta) => ({ type: 'tool-input-delta', id: TOOL_CALL_ID, delta })),
                    { type: 'tool-input-end', id: TOOL_CALL_ID },
                  ]),
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
      return { stream: convertArrayToReadableStream(call.modelVersion === 'v2' ? parts.map(toV2Part) : parts) };
    },
  });
  if (call.modelVersion === 'v2') {
    // A hand-written LanguageModelV2 (ai/test only ships the v3 mock): same parts, v2 finish shape.
    const v2 = {
      specificationVersion: 'v2',
      provider: 'mock-provider',
      modelId: 'mock-model-id',
      supportedUrls: {},
      doGenerate: model.doGenerate.bind(model),
      doStream: model.doStream.bind(model),
    };
    return { model: v2 as any, prompts };
  }
  return { model, prompts };
}

function toV2Part(part: any): any {
  if (part.type !== 'finish') return part;
  return { type: 'finish', finishReason: part.finishReason.unified, usage: { inputTokens: 3, outputTokens: 5, totalTokens: 8 } };
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
  const first = await a.stream(USER_TEXT, { requestContext: requestContext as any, abortSignal: new AbortController().signal });
  await collect(first, 1);
  const c = s.continuation;
  if (c) {
    rec.push(CONTINUATION_EVENT, c.kind);
    const opts = { runId: first.runId, toolCallId: TOOL_CALL_ID, requestContext: requestContext as any, abortSignal: new AbortController().signal };
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
  const after = prompts
    .slice(1)
    .map(findToolResultPart)
    .filter((p) => p !== undefined);
  if (after.length > 0) obs.modelOutput = snap(s.call?.modelVersion === 'v2' ? after[after.length - 1].output : fromV3Output(after[after.length - 1].output));
  return obs;
}

/**
 * toolwright's `modelOutput` is the value Mastra hands the AI SDK (its stored
 * `providerMetadata.mastra.modelOutput`, what a v2 model receives verbatim). For a v3 model the
 * AI SDK rewrites `media` content parts as `image-data` (image/*) or `file-data`; this maps a v3
 * prompt's tool-result output back so both sides compare (the v2 variant checks it unmapped).
 */
export function fromV3Output(output: any): any {
  if (output?.type !== 'content' || !Array.isArray(output.value)) return output;
  return {
    ...output,
    value: output.value.map((p: any) => {
      if (p?.type !== 'image-data' && p?.type !== 'file-data') return p;
      const { type: _t, ...rest } = p;
      return { type: 'media', ...rest };
    }),
  };
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

// ---------------------------------------------------------------------------------------------
// toolwright side: the same scenario through runToolCall, mapped onto the same Observation.

/** The run's input messages as the reference passes them to hooks (model format). */
export function referenceMessages(): any[] {
  return [{ role: 'user', content: [{ type: 'text', text: USER_TEXT, providerOptions: { mastra: { createdAt: 0 } } }] }];
}

const STATUS_TO_OUTCOME: Record<string, Observation['outcome']> = {
  completed: 'result',
  failed: 'error',
  'approval-required': 'approval-required',
  suspended: 'suspended',
  declined: 'declined',
  pending: 'pending',
};

export interface ToolwrightSide {
  runToolCall: (tools: any, call: any, options?: any) => Promise<any>;
  createTool: (opts: any) => any;
  RequestContext: new (init?: any) => any;
}

/** Runs the scenario through toolwright's runToolCall (and its resume for continuations). */
export async function runToolwright(s: Scenario, side: ToolwrightSide): Promise<Observation & { statusOutcome: string[]; records: any[] }> {
  const rec = recorder();
  const tools: Record<string, any> = { [TOOL_KEY]: s.tool(side.createTool, rec) };
  for (const name of s.otherTools ?? []) tools[name] = fillerTool(side.createTool, name);
  const scripted = s.call ?? {};
  const toolName = scripted.toolName ?? TOOL_KEY;
  const deltas = scripted.deltas ?? ['{"location":', '"P"}'];
  const input = scripted.input ?? deltas.join('');
  const logs: [string, string, unknown?][] = [];
  const logger = {
    warn: (message: string, ...args: any[]) => logs.push(args.length ? ['warn', message, snap(args[0])] : ['warn', message]),
    error: (message: string, ...args: any[]) => logs.push(args.length ? ['error', message, snap(args[0])] : ['error', message]),
  };
  const requestContext = new side.RequestContext(Object.entries(s.requestContext ?? {}));
  const options = { logger, requestContext, abortSignal: new AbortController().signal, run: { agentId: 'a', agentName: 'a', modelId: 'mock-model-id' } };
  const call: any = { toolCallId: TOOL_CALL_ID, toolName, messages: referenceMessages() };
  if (scripted.streamInput === false) call.argsText = input;
  else call.argsTextDeltas = deltas;
  const records: any[] = [await side.runToolCall(tools, call, options)];
  const c = s.continuation;
  if (c) {
    rec.push(CONTINUATION_EVENT, c.kind);
    const first = records[0];
    const resume =
      c.kind === 'approve'
        ? { pending: first.pending, approved: true }
        : c.kind === 'decline'
          ? { pending: first.pending, approved: false, ...(c.reason !== undefined ? { reason: c.reason } : {}) }
          : { pending: first.pending, resumeData: c.data };
    records.push(await side.runToolCall(tools, { toolCallId: TOOL_CALL_ID, toolName, messages: referenceMessages() }, { ...options, resume }));
  }
  const chunks: ToolChunk[] = [];
  records.forEach((r, i) => {
    for (const ch of r.chunks as any[]) {
      if (ch.type === 'error')
        chunks.push({ phase: (i + 1) as 1 | 2, type: 'error', payload: { message: String(ch.payload?.error?.message ?? ch.payload?.error) } });
      if (!RELEVANT.has(ch.type)) continue;
      const chunk: ToolChunk = { phase: (i + 1) as 1 | 2, type: ch.type, payload: snap(ch.payload) };
      const transform = ch.metadata?.mastra?.toolPayloadTransform;
      if (transform !== undefined) chunk.transform = snap(transform);
      chunks.push(chunk);
    }
  });
  const last = records[records.length - 1];
  const obs: Observation & { statusOutcome: string[]; records: any[] } = {
    events: rec.events,
    chunks,
    outcome: 'pending',
    logs: logs.filter((l) => TOOL_LOG.test(l[1])),
    statusOutcome: records.map((r) => STATUS_TO_OUTCOME[r.status] ?? `?${r.status}`),
    records,
  };
  if ((rec as any).contextKeys) {
    obs.contextKeys = (rec as any).contextKeys;
    obs.agentKeys = (rec as any).agentKeys;
  }
  deriveOutcome(obs);
  // The model is called again only once the call has an outcome it can be sent.
  if (['completed', 'failed', 'declined'].includes(last.status)) obs.modelOutput = snap(last.modelOutput);
  return obs;
}

/** Outcome kinds of the reference's run after each phase (from the chunks of that phase). */
export function phaseOutcomes(obs: Observation): string[] {
  // Every phase the run had, also one that emitted no chunk (an approved call whose execute
  // returned nothing): the first, and one more after each continuation.
  const runs = 1 + obs.events.filter((e) => e.name === CONTINUATION_EVENT).length;
  const phases = [...new Set([...Array.from({ length: runs }, (_, i) => i + 1), ...obs.chunks.map((c) => c.phase)])].sort((a, b) => a - b);
  return phases.map((p) => {
    const o: Observation = { events: [], chunks: obs.chunks.filter((c) => c.phase === p), outcome: 'pending', logs: [] };
    deriveOutcome(o);
    return o.outcome;
  });
}

/** The parts of an observation compared between the two sides (deep copy, safe to patch). */
export function comparable(obs: Observation): Record<string, any> {
  return structuredClone({
    events: obs.events,
    chunks: obs.chunks,
    outcome: obs.outcome,
    result: obs.result,
    error: obs.error,
    modelOutput: obs.modelOutput,
    logs: obs.logs,
    contextKeys: obs.contextKeys,
    agentKeys: obs.agentKeys,
  });
}
