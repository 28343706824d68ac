// Public types of `toolwright/testing`.
import type {
  ApprovalOption,
  ArgsTextDeltas,
  PendingToolCall,
  RunToolCallOptions,
  RuntimeLogger,
  RuntimeTool,
  ToolApprovalChunk,
  ToolCallMessage,
  ToolCallRecord,
} from '../runtime';
import type { ToolHookName } from '../wire';
import type { Tool, ToolPayloadTransformPhase } from '../tools';

/**
 * The input type `execute` receives (`unknown` for a tool that is not a toolwright `Tool`): the
 * input schema's output type. A call takes `ToolArgsOf` (its input type) instead.
 */
export type ToolInputOf<T> = T extends Tool<infer I, any, any, any, any, any, any> ? I : unknown;

/** The output type of a tool (`unknown` for a tool that is not a toolwright `Tool`). */
export type ToolOutputOf<T> = T extends Tool<any, infer O, any, any, any, any, any> ? O : unknown;

/** The `suspend()` payload type of a tool. */
export type ToolSuspendOf<T> = T extends Tool<any, any, infer S, any, any, any, any> ? S : unknown;

/** The `resumeData` type of a tool. */
export type ToolResumeOf<T> = T extends Tool<any, any, any, infer R, any, any, any> ? R : unknown;

/** The name of a tool hook (the runtime's own list). */
export type { ToolHookName };

/** One call the runtime made to one of the tool's hooks. */
export interface HookInvocation {
  name: ToolHookName;
  /** The options object the hook received, as received. */
  payload: any;
  /** Set when the hook threw; the runtime logged it and went on. */
  error?: unknown;
}

/** One line written to the harness logger. */
export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  /** Everything passed after the message. */
  args: unknown[];
}

/** A logger that keeps what it is given instead of printing it. */
export interface RecordingLogger extends RuntimeLogger {
  debug: (message: string, ...args: unknown[]) => void;
  info: (message: string, ...args: unknown[]) => void;
  readonly entries: LogEntry[];
}

/** One target's transform outcome for one phase, as in `metadata.mastra.toolPayloadTransform`. */
export interface TransformOutcome {
  /** The payload shown in place of the raw one (absent when a delta is suppressed). */
  transformed?: unknown;
  /** An input delta that is not shown. */
  suppress?: true;
  /** The transformer threw; `transformed` is the placeholder. */
  failed?: true;
}

/** A target's transform outcomes by phase (the last one for phases with many chunks, like `input-delta`). */
export type TransformedPayloads = Partial<Record<ToolPayloadTransformPhase, TransformOutcome>>;

/**
 * How a call is answered when the tool asks for approval: a handler, a decision bound to the
 * call, or `true` / `false` to approve / decline every request. Without it the call pauses
 * (`status: 'approval-required'`) and `approve()` / `decline()` continue it. The same type as
 * `runToolCall`'s `approval` option.
 */
export type TestApproval = ApprovalOption;

/**
 * Runtime options shared by the harness and each call: `runToolCall`'s options, with the same
 * `requestContext` (an instance, or a plain object of values: a fresh context per run) and
 * `approval` shapes.
 */
export interface TestRunOptions extends Omit<RunToolCallOptions, 'logger' | 'resume'> {}

/** Options of `testTool`. */
export interface TestToolOptions extends TestRunOptions {
  /** Also receives every log line; the harness records them in `logs` either way and never prints. */
  logger?: RuntimeLogger | undefined;
  /** The name the model calls the tool by; defaults to the tool's id. */
  toolName?: string | undefined;
}

/** Options of one `call()`: the harness options to override, plus the model-side details of the call. */
export interface TestCallOptions extends TestRunOptions {
  /** Defaults to `call-1`, `call-2`, … */
  toolCallId?: string | undefined;
  /** The conversation the hooks and `execute` see. */
  messages?: ToolCallMessage[] | undefined;
  /** Provider metadata of the model's tool-call part. */
  providerMetadata?: Record<string, unknown> | undefined;
}

/** Options of `approve()`, `decline()` and `resume()`: runtime options to override for the continuation. */
export interface TestContinueOptions extends TestRunOptions {
  /** The paused run (or its ticket) to continue; defaults to the harness's last paused run. */
  from?: ToolTestRun<any, any, any> | PendingToolCall | string | undefined;
}

/** Options of `approve()`: those of any continuation, and the arguments as the approver edited them. */
export interface TestApproveOptions<TInput = unknown> extends TestContinueOptions {
  /**
   * Edited arguments that `execute` gets instead of the model's, after the same checks (the
   * `inputSchema`, the request context): arguments the tool refuses end the run with the
   * ValidationError, and nothing runs. The run's `approval.editedArgs` shows them beside `args`.
   */
  args?: TInput | undefined;
}

/**
 * What `call()` gets: the tool's input as parsed arguments, or `{ argsText }` (one JSON text),
 * or `{ argsTextDeltas }` (JSON text chunks as a model streams them; fires `onInputStart` and
 * `onInputDelta`). An object whose only key is `argsText` or `argsTextDeltas` is read as text.
 */
export type TestCallInput<TInput> = TInput | { argsText: string } | { argsTextDeltas: ArgsTextDeltas };

/** The run record (`ToolCallRecord` of `toolwright/runtime`) plus what a test looks at. */
export interface ToolTestRun<TInput = unknown, TOutput = unknown, TSuspend = unknown> extends ToolCallRecord<TInput, TOutput> {
  /** Every hook invocation of this run, in order. */
  hooks: HookInvocation[];
  /** Every log line of this run, in order. */
  logs: LogEntry[];
  /** The approval request (the `tool-call-approval` payload), when the call asked for one. */
  approvalRequest: ToolApprovalChunk['payload'] | undefined;
  /** The last payload passed to `suspend()`. */
  suspendPayload: TSuspend | undefined;
  /** Display transform outcomes by phase (empty when no display transform is configured). */
  display: TransformedPayloads;
  /** Transcript transform outcomes by phase (empty when no transcript transform is configured). */
  transcript: TransformedPayloads;
}

/**
 * The object `testTool` returns. `TInput` is what a call takes and a run's `args` hold: the
 * input schema's input type (before defaults and transforms, `ToolArgsOf` of `toolwright/tools`).
 */
export interface ToolHarness<TInput = unknown, TOutput = unknown, TSuspend = unknown, TResume = unknown> {
  /** The tool under test, unchanged. */
  readonly tool: RuntimeTool;
  /** The name the calls use. */
  readonly toolName: string;
  /** Every log line of every run, in order. Never printed. */
  readonly logs: LogEntry[];
  /** Every run so far (calls and continuations), in order. */
  readonly runs: ReadonlyArray<ToolTestRun<TInput, TOutput, TSuspend>>;
  /** The ticket of the last paused run, until it is continued (an answer the tool refused with a ValidationError leaves it paused). */
  readonly pending: PendingToolCall | undefined;
  /** Runs one call of the tool the way Mastra's agent does. */
  call(input: TestCallInput<TInput>, options?: TestCallOptions): Promise<ToolTestRun<TInput, TOutput, TSuspend>>;
  /** Approves the paused call (`status: 'approval-required'`) and runs it; with `args`, runs the edited arguments. */
  approve(options?: TestApproveOptions<TInput>): Promise<ToolTestRun<TInput, TOutput, TSuspend>>;
  /** Declines the paused call; `execute` never runs and the model gets `reason`. */
  decline(reason?: string, options?: TestContinueOptions): Promise<ToolTestRun<TInput, TOutput, TSuspend>>;
  /** Resumes the suspended call with `data` (checked against the tool's `resumeSchema`). */
  resume(data: TResume, options?: TestContinueOptions): Promise<ToolTestRun<TInput, TOutput, TSuspend>>;
}
