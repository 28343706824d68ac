/**
 * A toolwright tool as a `@langchain/core` tool. Every call runs through the runtime's engine;
 * approval and suspension become LangGraph interrupts carrying the signed ticket, and the
 * answer resumes the call through the runtime's ticket API.
 */
import { CallbackManager, parseCallbackConfigArg } from '@langchain/core/callbacks/manager';
import { ToolMessage } from '@langchain/core/messages';
import type { RunnableConfig } from '@langchain/core/runnables';
import { StructuredTool } from '@langchain/core/tools';
import { isObjectRecord } from '../../internal/is-object';
import { fromStrictArgs, toOpenAIStrictSchema } from '../../providers';
import { randomUuid } from '../../internal/random-uuid';
import {
  parsePendingToolCall,
  type ResumeOptions,
  type RunToolCallOptions,
  type RuntimeChunk,
  type RuntimeTool,
  runToolCall,
  serializePendingToolCall,
  type ToolCallRecord,
  toModelTool,
} from '../../runtime';
import { recordContent, type ToolMessageContent } from './content';
import { defaultRequestContext } from './request-context';
import type { LangChainToolAnswer, LangChainToolInterrupt, LangChainToolOptions } from './types';

/** What a graph gives a tool, beyond the runnable config. */
type GraphConfig = RunnableConfig & {
  toolCall?: { id?: string | undefined } | undefined;
  writer?: ((chunk: unknown) => void) | undefined;
  interrupt?: ((value: unknown) => unknown) | undefined;
};

/** A settled content and status, before it becomes a `ToolMessage`. */
type Outcome = ToolMessageContent;

function errorOutcome(text: string): Outcome {
  return { content: text, error: true };
}

/** LangGraph's interrupts (and its other bubble-ups) must leave the tool untouched. */
function isGraphBubbleUp(error: unknown): boolean {
  return isObjectRecord(error) && (error as { is_bubble_up?: unknown }).is_bubble_up === true;
}

function interruptOf(record: ToolCallRecord): LangChainToolInterrupt {
  const pending = record.pending!;
  const value: LangChainToolInterrupt = {
    toolwright: pending.kind,
    toolName: record.toolName,
    toolCallId: record.toolCallId,
    args: record.args,
    ticket: serializePendingToolCall(pending),
  };
  if (pending.kind === 'suspension') value.suspendPayload = record.suspendPayload;
  if (pending.resumeSchema !== undefined) value.resumeSchema = pending.resumeSchema;
  return value;
}

/** The resume of an answer; undefined for an answer that does not carry a ticket. */
function resumeOf(answer: unknown): ResumeOptions | undefined {
  if (!isObjectRecord(answer) || typeof answer['ticket'] !== 'string') return undefined;
  const { ticket, approved, reason, resumeData } = answer as unknown as LangChainToolAnswer;
  const resume: ResumeOptions = { pending: ticket };
  if (approved !== undefined) resume.approved = approved;
  if (reason !== undefined) resume.reason = reason;
  if ('resumeData' in answer) resume.resumeData = resumeData;
  return resume;
}

/**
 * Whether LangGraph holds an answer to this call for the task's next interrupt: the resumed run
 * of a task hands answers back in order, and the answer's ticket names the call it is for. Read
 * without consuming it, from the task's scratchpad (where LangChain's ToolNode reads its input).
 */
function answerWaitsFor(config: RunnableConfig, toolCallId: string): boolean {
  const pad = config.configurable?.['__pregel_scratchpad'] as { resume?: unknown; interruptCounter?: unknown; nullResume?: unknown } | undefined;
  if (!pad || !Array.isArray(pad.resume) || typeof pad.interruptCounter !== 'number') return false;
  const next = pad.interruptCounter + 1;
  const answer: unknown = next < pad.resume.length ? pad.resume[next] : pad.resume.length === next ? pad.nullResume : undefined;
  if (!isObjectRecord(answer) || typeof answer['ticket'] !== 'string') return false;
  try {
    return parsePendingToolCall(answer['ticket']).toolCallId === toolCallId;
  } catch {
    return false;
  }
}

/** Writer output and custom chunks go to LangGraph's custom stream. */
function forwardChunks(writer: (chunk: unknown) => void, user?: (chunk: RuntimeChunk) => unknown): (chunk: RuntimeChunk) => unknown {
  return (chunk) => {
    if (chunk.type === 'tool-output') writer((chunk as { payload: { output: unknown } }).payload.output);
    else if (typeof chunk.type === 'string' && chunk.type.startsWith('data-')) writer(chunk);
    return user?.(chunk);
  };
}

/**
 * A `@langchain/core` `StructuredTool` that runs a toolwright tool. LangChain's own argument
 * check is skipped: validation (its messages, repairs and deviations) is the engine's.
 */
export class ToolwrightLangChainTool extends StructuredTool {
  static override lc_name(): string {
    return 'ToolwrightLangChainTool';
  }
  override name: string;
  override description: string;
  /** The JSON Schema the model sees: toolwright's, as every wire derives it. */
  override schema: Record<string, unknown>;
  readonly #tools: Record<string, RuntimeTool>;
  readonly #options: LangChainToolOptions;

  constructor(tool: RuntimeTool, options: LangChainToolOptions = {}) {
    super({});
    const name = options.name ?? tool.id;
    if (!name) throw new TypeError('toLangChainTool: the tool has no id; give options.name.');
    const definition = toModelTool(name, tool as Parameters<typeof toModelTool>[1]);
    this.name = name;
    this.description = definition.description ?? `${name} tool`;
    this.schema = (options.strict ? toOpenAIStrictSchema(definition.inputSchema, { toolName: name }).schema : definition.inputSchema) as Record<
      string,
      unknown
    >;
    this.#tools = { [name]: tool };
    this.#options = options.strict ? { ...options, runtime: { ...options.runtime, mapArgs: options.runtime?.mapArgs ?? fromStrictArgs } } : options;
  }

  /** Runs the call (callbacks as LangChain runs them, without its argument check). */
  override async call(arg: any, configArg?: any, tags?: string[]): Promise<any> {
    const isToolCall = isObjectRecord(arg) && arg['type'] === 'tool_call' && 'args' in arg;
    const input: unknown = isToolCall ? arg['args'] : arg;
    const config = parseCallbackConfigArg(configArg) as GraphConfig;
    const toolCallId = (isToolCall ? (arg['id'] as string | undefined) : undefined) ?? config.toolCall?.id;
    const manager = CallbackManager.configure(config.callbacks, this.callbacks, config.tags ?? tags, this.tags, config.metadata, this.metadata, {
      verbose: this.verbose,
    });
    const startInput = isObjectRecord(input) ? (input as unknown as string) : JSON.stringify(input);
    const runManager = await manager?.handleToolStart(
      this.toJSON(),
      startInput,
      config.runId,
      undefined,
      undefined,
      undefined,
      config.runName ?? this.name,
      toolCallId,
    );
    let outcome: Outcome;
    try {
      outcome = await this.#run(input, toolCallId ?? randomUuid() ?? `call-${Date.now()}`, config);
    } catch (error) {
      await runManager?.handleToolError(error);
      throw error;
    }
    const output = toolCallId
      ? new ToolMessage({
          content: outcome.content,
          tool_call_id: toolCallId,
          name: this.name,
          status: outcome.error ? 'error' : 'success',
          // For the application, never sent to the model: how the call ended (a decline included).
          artifact: { status: outcome.status ?? 'failed' },
        })
      : outcome.content;
    await runManager?.handleToolEnd(output);
    return output;
  }

  protected override async _call(): Promise<never> {
    throw new Error('ToolwrightLangChainTool runs through call()');
  }

  async #run(args: unknown, toolCallId: string, config: GraphConfig): Promise<Outcome> {
    const options = this.#options;
    const requestContext = options.requestContext ? options.requestContext(config) : defaultRequestContext(config);
    const runtime = options.runtime;
    const base: RunToolCallOptions = {
      ...runtime,
      requestContext,
      abortSignal: config.signal,
      tickets: options.tickets,
      onChunk: config.writer ? forwardChunks(config.writer, runtime?.onChunk) : runtime?.onChunk,
    };
    let answer: Outcome | { value: unknown };
    if (config.interrupt && answerWaitsFor(config, toolCallId)) {
      // A resumed task: take the answer before anything runs, so neither the gate nor execute
      // runs a second time on the way to it.
      answer = { value: config.interrupt(undefined) };
    } else {
      const first = await runToolCall(this.#tools, { toolCallId, toolName: this.name, args }, base);
      if (first.status !== 'approval-required' && first.status !== 'suspended') return recordContent(first);
      answer = this.#ask(first, config);
    }
    if ('content' in answer) return answer;
    const resume = resumeOf(answer.value);
    if (!resume) {
      return errorOutcome(
        `Tool ${this.name} was resumed without its ticket. Answer the interrupt with approveToolCall, declineToolCall or resumeToolCall from toolwright/langchain. The tool did not run.`,
      );
    }
    const resumed = await runToolCall(this.#tools, { toolCallId, toolName: this.name, args }, { ...base, resume });
    if (resumed.status === 'approval-required' || resumed.status === 'suspended') {
      return errorOutcome(`Tool ${this.name} paused again after it was resumed; a call pauses once on this wire. The tool's result is lost.`);
    }
    return recordContent(resumed);
  }

  /** Raises the interrupt, or answers with an error where the graph cannot interrupt (fail closed). */
  #ask(record: ToolCallRecord, config: GraphConfig): Outcome | { value: unknown } {
    const suspended = record.status === 'suspended';
    const cannot = `Tool ${this.name} ${suspended ? 'suspended and waits for input' : 'requires approval before it runs'}, and this run cannot be interrupted`;
    const end = suspended ? 'The call did not finish.' : 'The tool did not run.';
    if (!config.interrupt) return errorOutcome(`${cannot}: call it inside a LangGraph graph (createAgent, ToolNode) with a checkpointer. ${end}`);
    try {
      return { value: config.interrupt(interruptOf(record)) };
    } catch (error) {
      if (isGraphBubbleUp(error)) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return errorOutcome(`${cannot} (${reason}). ${end}`);
    }
  }
}
