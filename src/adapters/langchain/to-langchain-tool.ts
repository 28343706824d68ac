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
import { answerWaitsFor } from './waiting-answer';

/** What a graph gives a tool, beyond the runnable config. */
type GraphConfig = RunnableConfig & {
  toolCall?: { id?: string | undefined } | undefined;
  writer?: ((chunk: unknown) => void) | undefined;
  interrupt?: ((value: unknown) => unknown) | undefined;
};

function errorOutcome(text: string): ToolMessageContent {
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
  return { pending: ticket, approved, reason, resumeData };
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
export class ToolwrightLangChainTool<TArgs = Record<string, unknown>> extends StructuredTool<
  Record<string, unknown>,
  TArgs,
  TArgs,
  ToolMessageContent['content']
> {
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
    let outcome: ToolMessageContent;
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

  async #run(args: unknown, toolCallId: string, config: GraphConfig): Promise<ToolMessageContent> {
    const { runtime, tickets, requestContext } = this.#options;
    const call = { toolCallId, toolName: this.name, args };
    const options: RunToolCallOptions = {
      ...runtime,
      requestContext: requestContext ? requestContext(config) : defaultRequestContext(config),
      abortSignal: config.signal,
      tickets,
      onChunk: config.writer ? forwardChunks(config.writer, runtime?.onChunk) : runtime?.onChunk,
    };
    // A resumed task takes its answer before anything runs, so that neither the gate nor execute
    // runs a second time on the way to it.
    const first = config.interrupt && answerWaitsFor(config, toolCallId) ? undefined : await runToolCall(this.#tools, call, options);
    if (first && first.status !== 'approval-required' && first.status !== 'suspended') return recordContent(first);
    const asked = first ? this.#ask(first, config) : { answer: config.interrupt!(undefined) };
    if (!('answer' in asked)) return asked;
    const resume = resumeOf(asked.answer);
    if (!resume) {
      return errorOutcome(
        `Tool ${this.name} was resumed without its ticket. Answer the interrupt with approveToolCall, declineToolCall or resumeToolCall from toolwright/langchain. The tool did not run.`,
      );
    }
    const resumed = await runToolCall(this.#tools, call, { ...options, resume });
    if (resumed.status === 'approval-required' || resumed.status === 'suspended') {
      return errorOutcome(`Tool ${this.name} paused again after it was resumed; a call pauses once on this wire. The tool's result is lost.`);
    }
    return recordContent(resumed);
  }

  /** Raises the interrupt, or answers with an error where the graph cannot interrupt (fail closed). */
  #ask(record: ToolCallRecord, config: GraphConfig): ToolMessageContent | { answer: unknown } {
    const suspended = record.status === 'suspended';
    const cannot = `Tool ${this.name} ${suspended ? 'suspended and waits for input' : 'requires approval before it runs'}, and this run cannot be interrupted`;
    const end = suspended ? 'The call did not finish.' : 'The tool did not run.';
    if (!config.interrupt) return errorOutcome(`${cannot}: call it inside a LangGraph graph (createAgent, ToolNode) with a checkpointer. ${end}`);
    try {
      return { answer: config.interrupt(interruptOf(record)) };
    } catch (error) {
      if (isGraphBubbleUp(error)) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return errorOutcome(`${cannot} (${reason}). ${end}`);
    }
  }
}
