/**
 * The runtime engine: one tool call, run the way Mastra's agent runs it, as a stream of chunks.
 * `runToolCall` consumes this stream; there is no second implementation.
 * @module
 */
import { RequestContext } from '../context/request-context';
import { markBuilderValidatedInput } from '../execute/builder-validated';
import { standardSchemaToJSONSchema } from '../schema/to-json-schema';
import { toStandardSchema } from '../schema/to-standard-schema';
import type { BackgroundTaskAdoptionContext, BackgroundTaskOperation } from '../tool/background-types';
import { isMastraTool } from '../tool/marker';
import { ToolStream } from '../tool/tool-stream';
import type { ToolObserve } from '../tool/types';
import type { ToolPayloadTransformPhase } from '../tool/transform-types';
import { validateToolInput } from '../validation/validate-input';
import { validateToolOutput, validateToolSuspendData } from '../validation/validate-output';
import {
  approvalResumeSchemaJSON,
  DECLINED_MESSAGE,
  getNeedsApprovalFn,
  REQUIRE_TOOL_APPROVAL_KEY,
  requiresApproval,
  staticRequireApproval,
} from './approval';
import {
  type BackgroundCallOverride,
  type BackgroundTaskHandle,
  backgroundStartedMessage,
  InProcessBackgroundExecutor,
  isBackgroundEligible,
  newTaskId,
  resolveBackgroundConfig,
} from './background';
import { defaultModelOutput, resolveModelOutput } from './model-output';
import { createObserve } from './observe';
import { findTool, invalidArgsMessage, parseToolArgs, toolNotFoundMessage } from './parse-args';
import { applyPayloadTransforms, type PayloadTransformContextFields, toTransformMetadata } from './payload-transform';
import {
  argsDigest,
  createPendingToolCall,
  parsePendingToolCall,
  type PendingToolCall,
  pendingMismatch,
  ToolCallMismatchError,
} from './pending';
import { ensureSerializable } from './serialize';
import type {
  ApprovalDecision,
  ApprovalHandler,
  RunToolCallOptions,
  RuntimeChunk,
  RuntimeLogger,
  RuntimeTool,
  RuntimeTools,
  ToolCallInput,
  ToolCallRecord,
  ToolCallStream,
  ToolPayloadTransformState,
} from './types';

// ---------------------------------------------------------------------------------------------
// Errors

const TOOL_EXECUTION_ERROR_BRAND = Symbol.for('toolsmith.runtime.ToolExecutionError');

function messageOfUnknown(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return 'Unknown error';
}

/**
 * What a tool's thrown error becomes, like the reference's MastraError:
 * `{id:'TOOL_EXECUTION_FAILED', domain:'TOOL', category:'USER'}`, the same message, and the
 * original error as `cause`. Recognise it with {@link isToolExecutionError} (works across copies).
 */
export class ToolExecutionError extends Error {
  override name = 'ToolExecutionError';
  readonly id = 'TOOL_EXECUTION_FAILED' as const;
  readonly domain = 'TOOL' as const;
  readonly category = 'USER' as const;
  readonly details: { errorMessage: string; model: string };
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super(messageOfUnknown(cause));
    this.cause = cause;
    this.details = { errorMessage: String(cause), model: '' };
    Object.defineProperty(this, TOOL_EXECUTION_ERROR_BRAND, { value: true });
  }
}

/** Whether `value` is a {@link ToolExecutionError} (brand check, not `instanceof`). */
export function isToolExecutionError(value: unknown): value is ToolExecutionError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[TOOL_EXECUTION_ERROR_BRAND] === true;
}

/** The error of a call naming no known tool (the reference's ToolNotFoundError). */
export class ToolNotFoundError extends Error {
  override name = 'ToolNotFoundError';
}

/** The error of a call whose `toModelOutput` threw; the original is the `cause`. */
export class ToolModelOutputError extends Error {
  override name = 'ToolModelOutputError';
  override readonly cause: unknown;
  constructor(toolName: string, cause: unknown) {
    super(`toModelOutput of tool "${toolName}" threw: ${messageOfUnknown(cause)}`);
    this.cause = cause;
  }
}

// ---------------------------------------------------------------------------------------------
// Chunk channel

class Channel<T> {
  private buffer: T[] = [];
  private waiting: Array<(result: IteratorResult<T>) => void> = [];
  private closed = false;

  push(value: T): void {
    if (this.closed) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter({ value, done: false });
    else this.buffer.push(value);
  }

  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter({ value: undefined as never, done: true });
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift() as T, done: false });
    if (this.closed) return Promise.resolve({ value: undefined as never, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Stops buffering for a consumer that left; the run itself goes on. */
  detach(): void {
    this.buffer = [];
    this.closed = true;
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

const consoleLogger: RuntimeLogger = {
  warn: (message, ...args) => console.warn(message, ...args),
  error: (message, ...args) => console.error(message, ...args),
};

type Obj = Record<string, any>;
type TransformMeta = ToolPayloadTransformState;

function isSingleTool(tools: RuntimeTools): tools is RuntimeTool {
  if (isMastraTool(tools)) return true;
  const t = tools as Obj;
  return typeof t['id'] === 'string' || typeof t['execute'] === 'function';
}

/** `{display, transcript}` merge of two transform states, exactly as the reference merges them. */
function mergeTransformState(existing: TransformMeta | undefined, next: TransformMeta | undefined): TransformMeta | undefined {
  if (!existing) return next;
  if (!next) return existing;
  return {
    display: { ...(existing.display ?? {}), ...(next.display ?? {}) },
    transcript: { ...(existing.transcript ?? {}), ...(next.transcript ?? {}) },
  };
}

function withTransform<C extends { type: string }>(chunk: C, transform: TransformMeta | undefined): C {
  if (!transform) return chunk;
  const existing = (chunk as { metadata?: Obj }).metadata;
  const mastra = existing?.['mastra'] ?? {};
  return {
    ...chunk,
    metadata: {
      ...(existing ?? {}),
      mastra: { ...mastra, toolPayloadTransform: mergeTransformState(mastra.toolPayloadTransform, transform) },
    },
  };
}

function macrotask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => {
    if (typeof immediate === 'function') immediate(() => resolve());
    else setTimeout(resolve, 0);
  });
}

function resolveDeclineReason(data: unknown): string {
  if (!data || typeof data !== 'object') return DECLINED_MESSAGE;
  const { reason, declineContext } = data as { reason?: unknown; declineContext?: { reason?: unknown } };
  if (typeof reason === 'string' && reason.trim().length > 0) return reason;
  const nested = declineContext?.reason;
  if (typeof nested === 'string' && nested.trim().length > 0) return nested;
  return DECLINED_MESSAGE;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Obj)[Symbol.asyncIterator as never] === 'function';
}

async function* iterateDeltas(deltas: Iterable<string> | AsyncIterable<string>): AsyncGenerator<string> {
  if (isAsyncIterable(deltas)) {
    for await (const d of deltas) yield d;
  } else {
    for (const d of deltas) yield d;
  }
}

function resumeSchemaText(tool: RuntimeTool): string | undefined {
  if (!tool.resumeSchema) return undefined;
  return JSON.stringify(standardSchemaToJSONSchema(toStandardSchema(tool.resumeSchema), { io: 'input' }));
}

// ---------------------------------------------------------------------------------------------
// The engine

/** What the tool-call step ends with (the reference's step output), before the mapping step. */
type StepOutcome =
  | { kind: 'result'; result: unknown; approval?: { id: string; approved: true } | undefined; providerMetadata?: Record<string, unknown> | undefined; background?: BackgroundTaskHandle | undefined }
  | { kind: 'error'; error: Error }
  | { kind: 'declined'; approval: { id: string; approved: false; reason: string } }
  | { kind: 'approval-required'; pending: PendingToolCall }
  | { kind: 'suspended'; pending: PendingToolCall; suspendPayload: unknown; result: unknown }
  | { kind: 'aborted'; result?: unknown }
  | { kind: 'client' };

interface StepState {
  pending: PendingToolCall | undefined;
  workflowResumeData: unknown;
  cachedVerdict: boolean | undefined;
}

type ExecuteOutcome = { ok: true; result: unknown; suspendCalled: boolean; suspendPayload: unknown; suspendOptions: Obj | undefined } | { ok: false; error: unknown } | { ok: 'aborted' };

class ToolCallRun {
  readonly record: ToolCallRecord;
  private readonly tools: Record<string, RuntimeTool>;
  private readonly logger: RuntimeLogger;
  private readonly requestContext: RequestContext<any>;
  private readonly messages: unknown[];
  private readonly abortSignal: AbortSignal | undefined;
  private observeCache: ToolObserve | undefined;
  private runId: string;
  private toolName: string;
  private tool: RuntimeTool | undefined;
  private toolKey: string;
  private inputArgs: unknown;

  constructor(
    tools: RuntimeTools,
    private readonly call: ToolCallInput,
    private readonly options: RunToolCallOptions,
    private readonly sink: (chunk: RuntimeChunk) => void,
  ) {
    if (isSingleTool(tools)) {
      const name = call.toolName ?? tools.id ?? '';
      this.tools = { [name]: tools };
    } else {
      this.tools = tools;
    }
    this.toolName = call.toolName ?? (isSingleTool(tools) ? (tools.id ?? '') : '');
    this.logger = options.logger ?? consoleLogger;
    this.requestContext = options.requestContext ?? new RequestContext();
    this.messages = call.messages ?? [];
    this.abortSignal = options.abortSignal;
    this.runId = options.runId ?? newTaskId();
    const found = findTool(this.tools, this.toolName);
    this.tool = found?.tool;
    this.toolKey = found?.key ?? this.toolName;
    this.record = {
      status: 'pending',
      runId: this.runId,
      toolCallId: call.toolCallId,
      toolName: this.toolName,
      args: undefined,
      result: undefined,
      modelOutput: undefined,
      error: undefined,
      suspendPayload: undefined,
      pending: undefined,
      chunks: [],
    };
  }

  // --- plumbing ------------------------------------------------------------------------------

  private async emit(chunk: RuntimeChunk): Promise<void> {
    this.record.chunks.push(chunk);
    const meta = (chunk as { metadata?: { mastra?: { toolPayloadTransform?: TransformMeta } } }).metadata?.mastra?.toolPayloadTransform;
    if (meta) this.record.transforms = mergeTransformState(this.record.transforms, meta);
    this.sink(chunk);
    if (this.options.onChunk) {
      try {
        await this.options.onChunk(chunk);
      } catch (error) {
        this.logger.error('Error calling onChunk', error);
      }
    }
  }

  private chunk<T extends string, P>(type: T, payload: P): { type: T; runId: string; from: 'AGENT'; payload: P } {
    return { type, runId: this.runId, from: 'AGENT', payload };
  }

  private async hook(name: 'onInputStart' | 'onInputDelta' | 'onInputAvailable' | 'onOutput', tool: RuntimeTool | undefined, payload: Obj): Promise<void> {
    if (!tool || !(name in tool)) return;
    try {
      await tool[name]?.(payload);
    } catch (error) {
      this.logger.error(`Error calling ${name}`, error);
    }
  }

  private async transform(fields: PayloadTransformContextFields): Promise<TransformMeta | undefined> {
    const results = await applyPayloadTransforms({
      ...fields,
      tool: this.tool as { transform?: unknown } | undefined,
      policy: this.options.transform as never,
      logger: this.logger,
    });
    return toTransformMetadata(fields.phase, results) as TransformMeta | undefined;
  }

  private inputFields(args: unknown): PayloadTransformContextFields {
    return { phase: 'input-available', toolName: this.toolName, toolCallId: this.call.toolCallId, input: args, providerMetadata: this.call.providerMetadata };
  }

  /** The tool-call step's transform: input-available, then the phase (with suspendPayload). */
  private async stepTransform<C extends { type: string }>(chunk: C, phase: ToolPayloadTransformPhase, extra: { suspendPayload?: unknown }): Promise<C> {
    const input = await this.transform(this.inputFields(this.inputArgs));
    const own = await this.transform({
      phase,
      toolName: this.toolName,
      toolCallId: this.call.toolCallId,
      input: this.inputArgs,
      output: undefined,
      error: undefined,
      suspendPayload: extra.suspendPayload,
      providerMetadata: this.call.providerMetadata,
    });
    return withTransform(withTransform(chunk, input), own);
  }

  /** The mapping step's transform: input-available, then the phase with output/error. */
  private async mappingTransform<C extends { type: string }>(chunk: C, phase: ToolPayloadTransformPhase, extra: { output?: unknown; error?: unknown }): Promise<C> {
    const input = await this.transform(this.inputFields(this.inputArgs));
    const own = await this.transform({
      phase,
      toolName: this.toolName,
      toolCallId: this.call.toolCallId,
      input: this.inputArgs,
      output: extra.output,
      error: extra.error,
      providerMetadata: this.call.providerMetadata,
    });
    return withTransform(withTransform(chunk, input), own);
  }

  private withTitle<P extends Obj>(payload: P): P {
    const title = this.tool?.title;
    return title ? { ...payload, title } : payload;
  }

  /** `ctx.observe`: the caller's, or one backed by the tracer (the no-op one by default). */
  private get observe(): ToolObserve {
    this.observeCache ??=
      this.options.observe ?? createObserve(this.options.tracer, { runId: this.runId, toolCallId: this.call.toolCallId, toolName: this.toolName });
    return this.observeCache;
  }

  private aborted(): boolean {
    return this.abortSignal?.aborted === true;
  }

  private finish(status: ToolCallRecord['status'], fields: Partial<ToolCallRecord> = {}): ToolCallRecord {
    Object.assign(this.record, fields, { status });
    return this.record;
  }

  // --- entry ---------------------------------------------------------------------------------

  async run(): Promise<ToolCallRecord> {
    try {
      if (this.aborted()) return this.finish('aborted');
      if (this.options.resume) return await this.resume();
      const input = await this.readInput();
      if (input === 'aborted') return this.finish('aborted');
      this.inputArgs = input;
      this.record.args = input;
      const toolCall = this.chunk('tool-call', this.withTitle({
        toolCallId: this.call.toolCallId,
        toolName: this.toolName,
        args: input,
        ...(this.call.providerMetadata ? { providerMetadata: this.call.providerMetadata } : {}),
      }));
      await this.emit(withTransform(toolCall, await this.transform(this.inputFields(input))));
      const cachedVerdict = await this.precomputeVerdict();
      return await this.map(await this.step({ pending: undefined, workflowResumeData: undefined, cachedVerdict }));
    } catch (error) {
      // Only a bug or a throwing iterable of deltas gets here: the call fails, with an error chunk.
      const err = error instanceof Error ? error : new Error(messageOfUnknown(error));
      await this.emit(this.chunk('error', { error: err }));
      return this.finish('failed', { error: err, modelOutput: defaultModelOutput(undefined, err) });
    }
  }

  /** Streams and parses the arguments (hooks for streamed input). */
  private async readInput(): Promise<unknown> {
    const { call } = this;
    if (call.argsTextDeltas !== undefined) {
      const hookTool = this.tool;
      await this.hook('onInputStart', hookTool, { toolCallId: call.toolCallId, messages: this.messages, abortSignal: this.abortSignal });
      await this.emit(this.chunk('tool-call-input-streaming-start', this.withTitle({ toolCallId: call.toolCallId, toolName: this.toolName })));
      let text = '';
      for await (const raw of iterateDeltas(call.argsTextDeltas)) {
        const delta = typeof raw === 'string' ? raw : String(raw);
        text += delta;
        if (delta) {
          // As in the reference, the delta's display/transcript payload is computed before the hook runs.
          const meta = await this.transform({
            phase: 'input-delta',
            toolName: this.toolName,
            toolCallId: call.toolCallId,
            inputTextDelta: delta,
            providerMetadata: call.providerMetadata,
          });
          await this.hook('onInputDelta', hookTool, { inputTextDelta: delta, toolCallId: call.toolCallId, messages: this.messages, abortSignal: this.abortSignal });
          const chunk = this.chunk('tool-call-delta', { argsTextDelta: delta, toolCallId: call.toolCallId, toolName: this.toolName });
          await this.emit(withTransform(chunk, meta));
        }
        if (this.aborted()) return 'aborted';
      }
      await this.emit(this.chunk('tool-call-input-streaming-end', { toolCallId: call.toolCallId }));
      const parsed = parseToolArgs(text);
      return parsed.ok ? parsed.value : undefined;
    }
    if (call.argsText !== undefined) {
      const parsed = parseToolArgs(call.argsText);
      return parsed.ok ? parsed.value : undefined;
    }
    return call.args;
  }

  /** The reference evaluates approval before onInputAvailable unless the tool set runs sequentially. */
  private async precomputeVerdict(): Promise<boolean | undefined> {
    const globalPolicy = this.globalPolicy();
    if (globalPolicy === true) return undefined;
    const sequential = Object.values(this.tools).some(
      (t) => !!t && (!!t.suspendSchema || (!getNeedsApprovalFn(t) && staticRequireApproval(t))),
    );
    if (sequential || !this.tool || this.tool.suspendSchema) return undefined;
    return await this.verdict(this.stripResumeData(this.inputArgs).args);
  }

  private globalPolicy(): unknown {
    return this.options.requireToolApproval ?? this.requestContext.get(REQUIRE_TOOL_APPROVAL_KEY as never);
  }

  private verdict(args: unknown): Promise<boolean> {
    return requiresApproval({
      tool: this.tool,
      args,
      toolName: this.toolName,
      requestContext: this.requestContext as never,
      workspace: this.options.workspace,
      globalPolicy: this.globalPolicy(),
      logger: this.logger,
    });
  }

  private stripResumeData(input: unknown): { args: unknown; resumeData: unknown } {
    if (typeof input === 'object' && input !== null) {
      const { resumeData, ...rest } = input as Obj;
      return { args: rest, resumeData };
    }
    return { args: input, resumeData: undefined };
  }

  /** Resuming a ticket: checks it belongs to this call, then re-enters the tool-call step. */
  private async resume(): Promise<ToolCallRecord> {
    const resume = this.options.resume!;
    let pending: PendingToolCall;
    try {
      pending = parsePendingToolCall(resume.pending);
    } catch (error) {
      return this.refuse(error as Error);
    }
    const { call } = this;
    let hasArgs = false;
    let callArgs: unknown;
    if (call.args !== undefined) {
      hasArgs = true;
      callArgs = call.args;
    } else if (call.argsText !== undefined) {
      hasArgs = true;
      const parsed = parseToolArgs(call.argsText);
      callArgs = parsed.ok ? parsed.value : undefined;
    } else if (call.argsTextDeltas !== undefined) {
      hasArgs = true;
      let text = '';
      for await (const d of iterateDeltas(call.argsTextDeltas)) text += d;
      const parsed = parseToolArgs(text);
      callArgs = parsed.ok ? parsed.value : undefined;
    }
    const mismatch = pendingMismatch(pending, { toolCallId: call.toolCallId, toolName: call.toolName, args: callArgs, hasArgs });
    if (mismatch) return this.refuse(new ToolCallMismatchError(mismatch));

    this.toolName = pending.toolName;
    this.record.toolName = pending.toolName;
    if (this.options.runId === undefined) this.runId = pending.runId;
    this.record.runId = this.runId;
    const found = findTool(this.tools, this.toolName);
    this.tool = found?.tool;
    this.toolKey = found?.key ?? this.toolName;
    this.inputArgs = pending.args;
    this.record.args = pending.args;

    let resumeData = resume.resumeData;
    if (resumeData === undefined && resume.approved !== undefined) {
      resumeData = { approved: resume.approved, ...(resume.reason !== undefined ? { reason: resume.reason } : {}) };
    }
    return await this.map(await this.step({ pending, workflowResumeData: resumeData, cachedVerdict: undefined }));
  }

  private async refuse(error: Error): Promise<ToolCallRecord> {
    await this.emit(this.chunk('tool-error', { error, args: this.record.args, toolCallId: this.call.toolCallId, toolName: this.toolName }));
    return this.finish('failed', { error, modelOutput: defaultModelOutput(undefined, error) });
  }

  // --- the tool-call step ----------------------------------------------------------------------

  private async step(state: StepState): Promise<StepOutcome> {
    const { tool } = this;
    const toolCallId = this.call.toolCallId;
    if (!tool) {
      return { kind: 'error', error: new ToolNotFoundError(toolNotFoundMessage(this.toolName, Object.keys(this.tools))) };
    }
    await this.hook('onInputAvailable', tool, { toolCallId, input: this.inputArgs, messages: this.messages, abortSignal: this.abortSignal });
    if (!tool.execute) return { kind: 'client' };

    const stripped = this.stripResumeData(this.inputArgs);
    let args = stripped.args as any;
    const resumeData = stripped.resumeData ?? state.workflowResumeData;
    const verdict = state.cachedVerdict ?? (await this.verdict(args));
    const suspendedForApproval = state.pending?.kind === 'approval';
    const wr = state.workflowResumeData as Obj | undefined;
    const approvalDecision = wr != null && typeof wr === 'object' && typeof wr['approved'] === 'boolean' ? wr : undefined;
    const approvalGated = suspendedForApproval || (verdict && state.pending === undefined);

    if (approvalGated && !approvalDecision) return await this.requestApproval();
    if (approvalGated && approvalDecision && !approvalDecision['approved']) {
      return { kind: 'declined', approval: { id: toolCallId, approved: false, reason: resolveDeclineReason(approvalDecision) } };
    }
    const approval = approvalGated && approvalDecision?.['approved'] === true ? { id: toolCallId, approved: true as const } : undefined;
    const isAgentTool = this.toolName.startsWith('agent-');
    const onlyApproved =
      !isAgentTool &&
      approvalGated &&
      !!resumeData &&
      typeof resumeData === 'object' &&
      Object.keys(resumeData).length === 1 &&
      'approved' in (resumeData as Obj);
    const resumeDataToPass = onlyApproved ? undefined : resumeData;
    const suspendPayload = resumeDataToPass != null && state.pending?.kind === 'suspension' ? state.pending.suspendPayload : undefined;
    const hasSuspendPayload = resumeDataToPass != null && state.pending?.kind === 'suspension';

    if (args && typeof args === 'object') {
      delete args.suspendedToolCallId;
      delete args.suspendedToolRunId;
    }
    if (args === null || args === undefined) return { kind: 'error', error: new Error(invalidArgsMessage(this.toolName)) };

    const override = typeof args === 'object' && '_background' in args ? (args._background as BackgroundCallOverride | undefined) : undefined;
    if (override) delete args._background;

    const eligible = isBackgroundEligible(this.toolName, tool.background, this.options.background);
    if (typeof args === 'object') {
      const bg = resolveBackgroundConfig({ override, toolName: this.toolName, toolConfig: tool.background, options: this.options.background });
      if (bg.runInBackground) return await this.dispatchBackground(args, bg, { resumeData: resumeDataToPass, suspendPayload, hasSuspendPayload, injected: eligible, approval });
    }

    const exec = await this.execute(args, {
      resumeData: resumeDataToPass,
      suspendPayload,
      hasSuspendPayload,
      injected: eligible,
      abortSignal: this.abortSignal,
      isBackgroundTask: false,
      background: undefined,
      foreground: true,
    });
    if (exec.ok === 'aborted') return { kind: 'aborted' };
    if (exec.ok === false) {
      if (this.aborted()) return { kind: 'aborted' };
      return { kind: 'error', error: new ToolExecutionError(exec.error) };
    }
    const result = ensureSerializable(exec.result);
    await this.hook('onOutput', tool, { toolCallId, toolName: this.toolName, output: result, abortSignal: this.abortSignal });
    if (exec.suspendCalled) {
      const pending = createPendingToolCall({
        kind: 'suspension',
        runId: this.runId,
        toolCallId,
        toolName: this.toolName,
        args: this.inputArgs,
        suspendPayload: exec.suspendPayload,
        resumeSchema: exec.suspendOptions?.['resumeSchema'],
        resumeLabel: exec.suspendOptions?.['resumeLabel'],
      });
      return { kind: 'suspended', pending, suspendPayload: exec.suspendPayload, result };
    }
    if (this.aborted()) return { kind: 'aborted', result };
    return { kind: 'result', result, approval };
  }

  /** Emits the approval request; asks the handler (or applies a bound decision) and re-enters. */
  private async requestApproval(): Promise<StepOutcome> {
    const toolCallId = this.call.toolCallId;
    const resumeSchema = approvalResumeSchemaJSON();
    const pending = createPendingToolCall({ kind: 'approval', runId: this.runId, toolCallId, toolName: this.toolName, args: this.inputArgs, resumeSchema });
    const chunk = this.chunk('tool-call-approval', { toolCallId, toolName: this.toolName, args: this.inputArgs, resumeSchema });
    await this.emit(await this.stepTransform(chunk, 'approval', {}));

    const answer = this.options.approval;
    if (answer === undefined) return { kind: 'approval-required', pending };
    let decision: { approved: boolean; reason?: string };
    if (typeof answer === 'function') {
      let response: unknown;
      try {
        response = await (answer as ApprovalHandler)({ toolCallId, toolName: this.toolName, args: this.inputArgs, resumeSchema, pending });
      } catch (error) {
        this.logger.error('Error calling approval handler', error);
        return { kind: 'error', error: error instanceof Error ? error : new Error(messageOfUnknown(error)) };
      }
      decision = toDecision(response);
    } else {
      const bound = answer as ApprovalDecision;
      const mismatch =
        typeof bound !== 'object' || bound === null || typeof bound.toolCallId !== 'string' || !('args' in bound)
          ? 'Refused: an approval decision must name the toolCallId and the args it approves.'
          : pendingMismatch(
              { toolCallId: bound.toolCallId, argsDigest: argsDigest(pending.args) },
              { toolCallId, hasArgs: true, args: bound.args },
            );
      if (mismatch) return { kind: 'error', error: new ToolCallMismatchError(mismatch) };
      decision = toDecision(bound);
    }
    const data = { approved: decision.approved, ...(decision.reason !== undefined ? { reason: decision.reason } : {}) };
    // Re-entry, as after approveToolCall/declineToolCall: onInputAvailable fires again.
    return await this.step({ pending, workflowResumeData: data, cachedVerdict: undefined });
  }

  /** The reference's tool wrapper: validation, the macrotask, the agent-shaped context, execute. */
  private async execute(
    inputArgs: any,
    opts: {
      resumeData: unknown;
      suspendPayload: unknown;
      hasSuspendPayload: boolean;
      injected: boolean;
      abortSignal: AbortSignal | undefined;
      isBackgroundTask: boolean;
      background: BackgroundTaskAdoptionContext | undefined;
      foreground: boolean;
    },
  ): Promise<ExecuteOutcome> {
    const tool = this.tool!;
    const key = this.toolKey;
    let args = inputArgs;
    const isResuming = opts.resumeData != null;
    if (!isResuming || opts.injected) {
      const { data, error } = validateToolInput(tool.inputSchema, args, key);
      const ignorable = !!error?.message?.includes('suspendedToolRunId: Required') && !args?.resumeData;
      if (error && !ignorable) {
        this.logger.warn('Tool input validation failed', { agent: this.options.agentName, tool: key, validationError: error.message });
        return { ok: true, result: error, suspendCalled: false, suspendPayload: undefined, suspendOptions: undefined };
      }
      if (data !== undefined) args = data;
    }
    if (opts.foreground && this.aborted()) return { ok: 'aborted' };
    await macrotask();
    if (opts.foreground && this.aborted()) return { ok: 'aborted' };

    let suspendData: unknown = null;
    let suspendCalled = false;
    let suspendPayload: unknown;
    let suspendOptions: Obj | undefined;
    const resumeSchema = resumeSchemaText(tool);
    const suspend = async (payload: unknown, given?: Obj): Promise<void> => {
      suspendData = payload;
      suspendCalled = true;
      suspendPayload = payload;
      suspendOptions = { ...(given ?? {}), resumeSchema: given?.['resumeSchema'] ?? resumeSchema };
      const chunk = this.chunk('tool-call-suspended', {
        toolCallId: this.call.toolCallId,
        toolName: this.toolName,
        suspendPayload: payload,
        args: this.inputArgs,
        resumeSchema: suspendOptions['resumeSchema'] as string | undefined,
      });
      await this.emit(await this.stepTransform(chunk, 'suspend', { suspendPayload: payload }));
    };
    const outputWriter = (chunk: unknown) => this.emit(chunk as RuntimeChunk);
    const observability = { currentSpan: undefined };
    const context: Obj = {
      mastra: this.options.mastra,
      memory: undefined,
      runId: this.runId,
      requestContext: this.requestContext,
      actor: undefined,
      workspace: this.options.workspace,
      browser: undefined,
      observe: this.observe,
      writer: new ToolStream({ prefix: 'tool', callId: this.call.toolCallId, name: key, runId: this.runId }, outputWriter),
      tracing: observability,
      loggerVNext: undefined,
      metrics: undefined,
      tracingContext: observability,
      abortSignal: opts.abortSignal,
      background: opts.background,
      agent: {
        agentId: this.options.agentId || '',
        toolCallId: this.call.toolCallId || '',
        messages: this.messages,
        suspend,
        resumeData: opts.resumeData,
        suspendedToolRunId: undefined,
        suspendPayload: opts.hasSuspendPayload ? opts.suspendPayload : undefined,
        threadId: this.options.threadId,
        resourceId: this.options.resourceId,
        outputWriter,
        flushMessages: undefined,
        ...(opts.isBackgroundTask ? { isBackgroundTask: true } : {}),
      },
    };

    if (opts.resumeData != null) {
      const checked = validateToolInput(tool.resumeSchema, opts.resumeData, key);
      if (checked.error) {
        this.logger.warn(checked.error.message);
        return { ok: true, result: checked.error, suspendCalled: false, suspendPayload: undefined, suspendOptions: undefined };
      }
    }

    let result: unknown;
    try {
      if (opts.injected) markBuilderValidatedInput(context);
      result = await tool.execute!(args, context);
    } catch (error) {
      return { ok: false, error };
    }
    if (suspendData) {
      const checked = validateToolSuspendData(tool.suspendSchema, suspendData, key);
      if (checked.error) {
        this.logger.warn(checked.error.message);
        return { ok: true, result: checked.error, suspendCalled, suspendPayload, suspendOptions };
      }
    }
    return { ok: true, result, suspendCalled, suspendPayload, suspendOptions };
  }

  /** Dispatches the call as a background task and returns the reference's placeholder result. */
  private async dispatchBackground(
    args: Obj,
    bg: ReturnType<typeof resolveBackgroundConfig>,
    opts: { resumeData: unknown; suspendPayload: unknown; hasSuspendPayload: boolean; injected: boolean; approval: { id: string; approved: true } | undefined },
  ): Promise<StepOutcome> {
    const tool = this.tool!;
    const toolCallId = this.call.toolCallId;
    const executor = this.options.background?.executor ?? new InProcessBackgroundExecutor();
    const disposition = bg.disposition === 'awaited' ? 'awaited' : 'deferred';
    const handle = await executor.dispatch({
      toolName: this.toolName,
      toolCallId,
      args,
      runId: this.runId,
      agentId: this.options.agentId ?? '',
      threadId: this.options.threadId,
      resourceId: this.options.resourceId,
      disposition,
      timeoutMs: bg.timeoutMs,
      maxRetries: bg.maxRetries,
      logger: this.logger,
      onComplete: tool.background?.onComplete ?? this.options.background?.onTaskComplete,
      onFailed: tool.background?.onFailed ?? this.options.background?.onTaskFailed,
      run: async (attempt) => {
        let adopted: BackgroundTaskOperation<unknown> | undefined;
        const background: BackgroundTaskAdoptionContext = {
          taskId: attempt.taskId,
          disposition: attempt.disposition,
          adopt(operation) {
            if (adopted) throw new Error('A background task can adopt only one operation.');
            adopted = operation as BackgroundTaskOperation<unknown>;
          },
        };
        const exec = await this.execute(args, {
          resumeData: opts.resumeData,
          suspendPayload: opts.suspendPayload,
          hasSuspendPayload: opts.hasSuspendPayload,
          injected: opts.injected,
          abortSignal: attempt.abortSignal,
          isBackgroundTask: true,
          background,
          foreground: false,
        });
        if (exec.ok === false) throw new ToolExecutionError(exec.error);
        if (exec.ok === 'aborted') throw new Error('aborted');
        let raw = exec.result;
        if (adopted) {
          const operation: BackgroundTaskOperation<unknown> = adopted;
          const onAbort = () => {
            Promise.resolve()
              .then(() => operation.cancel?.(attempt.abortSignal.reason))
              .catch((error) => this.logger.warn('Failed to cancel adopted background operation', error));
          };
          attempt.abortSignal.addEventListener('abort', onAbort, { once: true });
          try {
            raw = await operation.completion;
          } finally {
            attempt.abortSignal.removeEventListener('abort', onAbort);
          }
          const checked = validateToolOutput(tool.outputSchema, raw, this.toolName, false);
          raw = checked.error ?? checked.data;
        }
        const result = ensureSerializable(raw);
        await this.hook('onOutput', tool, { toolCallId, toolName: this.toolName, output: result, abortSignal: attempt.abortSignal });
        return result;
      },
    });
    await this.emit(this.chunk('background-task-started', { taskId: handle.taskId, toolName: this.toolName, toolCallId }));
    const metadata = (status: string): Record<string, unknown> => ({
      ...(this.call.providerMetadata ?? {}),
      mastra: { ...((this.call.providerMetadata?.['mastra'] as Obj | undefined) ?? {}), backgroundTask: { taskId: handle.taskId, status } },
    });
    if (disposition === 'awaited') {
      const task = await handle.done;
      if (task.status !== 'completed') {
        return { kind: 'error', error: new Error(task.error?.message ?? `Background task ${task.status.replace('_', ' ')}: ${task.id}`) };
      }
      return { kind: 'result', result: ensureSerializable(task.result), providerMetadata: metadata('completed'), background: handle, approval: opts.approval };
    }
    return {
      kind: 'result',
      result: backgroundStartedMessage(handle.taskId, this.toolName),
      providerMetadata: metadata('running'),
      background: handle,
      approval: opts.approval,
    };
  }

  // --- the mapping step --------------------------------------------------------------------------

  private async map(outcome: StepOutcome): Promise<ToolCallRecord> {
    const toolCallId = this.call.toolCallId;
    const args = this.inputArgs;
    switch (outcome.kind) {
      case 'client':
        return this.finish('pending');
      case 'aborted':
        return this.finish('aborted', { result: outcome.result });
      case 'approval-required':
        return this.finish('approval-required', { pending: outcome.pending });
      case 'suspended':
        return this.finish('suspended', { pending: outcome.pending, suspendPayload: outcome.suspendPayload });
      case 'declined': {
        const chunk = this.chunk('tool-output-denied', { toolCallId, toolName: this.toolName, args, approval: outcome.approval });
        await this.emit(await this.mappingTransform(chunk, 'approval', {}));
        return this.finish('declined', { approval: outcome.approval, modelOutput: defaultModelOutput(outcome.approval.reason) });
      }
      case 'error': {
        const error = outcome.error;
        const chunk = this.chunk('tool-error', {
          error,
          args,
          toolCallId,
          toolName: this.toolName,
          ...(this.call.providerMetadata ? { providerMetadata: this.call.providerMetadata } : {}),
        });
        await this.emit(await this.mappingTransform(chunk, 'error', { error }));
        return this.finish('failed', { error, modelOutput: defaultModelOutput(undefined, error) });
      }
      case 'result': {
        const { result } = outcome;
        if (outcome.approval) this.record.approval = outcome.approval;
        if (outcome.background) this.record.background = outcome.background;
        if (result === undefined) return this.finish('pending');
        const baseMetadata = outcome.providerMetadata ?? this.call.providerMetadata;
        const byKey = Object.prototype.hasOwnProperty.call(this.tools, this.toolName) ? this.tools[this.toolName] : undefined;
        let resolved: { modelOutput: unknown; raw: unknown };
        try {
          resolved = await resolveModelOutput(byKey, result);
        } catch (cause) {
          const error = new ToolModelOutputError(this.toolName, cause);
          await this.emit(this.chunk('error', { error }));
          return this.finish('failed', { result, error });
        }
        const merged: Record<string, unknown> = {
          ...(baseMetadata ?? {}),
          ...(resolved.raw != null ? { mastra: { ...((baseMetadata?.['mastra'] as Obj | undefined) ?? {}), modelOutput: resolved.raw } } : {}),
        };
        const providerMetadata = Object.keys(merged).length > 0 ? merged : undefined;
        const chunk = this.chunk('tool-result', {
          args,
          toolCallId,
          toolName: this.toolName,
          result,
          ...(providerMetadata ? { providerMetadata } : {}),
        });
        await this.emit(await this.mappingTransform(chunk, 'output-available', { output: result }));
        return this.finish('completed', { result, modelOutput: resolved.modelOutput, providerMetadata });
      }
    }
  }
}

function toDecision(response: unknown): { approved: boolean; reason?: string } {
  if (response === true) return { approved: true };
  if (response && typeof response === 'object') {
    const r = response as { approved?: unknown; reason?: unknown };
    const reason = typeof r.reason === 'string' ? r.reason : undefined;
    return { approved: r.approved === true, ...(reason !== undefined ? { reason } : {}) };
  }
  return { approved: false };
}

/**
 * Runs one tool call the way Mastra's agent does and streams its chunks: input streaming
 * (`tool-call-input-streaming-start`, `tool-call-delta`, `tool-call-input-streaming-end`),
 * `tool-call`, then `tool-call-approval`, `tool-call-suspended`, `tool-output` (the tool's
 * `writer`), `tool-result`, `tool-error`, `tool-output-denied`, `background-task-started` or
 * `error`, each with its display/transcript transform outcomes in `metadata`.
 * The call starts on the first `next()` or on reading `result`; leaving the loop early does not
 * stop the call.
 */
export function streamToolCall<TArgs = unknown, TResult = unknown>(
  tools: RuntimeTools,
  call: ToolCallInput<TArgs>,
  options: RunToolCallOptions = {},
): ToolCallStream<TArgs, TResult> {
  const channel = new Channel<RuntimeChunk>();
  let started: Promise<ToolCallRecord> | undefined;
  const start = (): Promise<ToolCallRecord> => {
    if (!started) {
      const run = new ToolCallRun(tools, call as ToolCallInput, options, (chunk) => channel.push(chunk));
      started = run.run().finally(() => channel.close());
    }
    return started;
  };
  return {
    get result() {
      return start() as Promise<ToolCallRecord<TArgs, TResult>>;
    },
    [Symbol.asyncIterator](): AsyncIterator<RuntimeChunk> {
      return {
        next: () => {
          void start();
          return channel.next();
        },
        return: async () => {
          channel.detach();
          return { value: undefined, done: true };
        },
      };
    },
  };
}
