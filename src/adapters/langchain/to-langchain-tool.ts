/**
 * A toolwright tool as a `@langchain/core` tool. Every call runs through the runtime's engine;
 * approval and suspension become LangGraph interrupts carrying the signed ticket, and the
 * answer resumes the call through the runtime's ticket API.
 */
import { CallbackManager, parseCallbackConfigArg } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
import { DynamicStructuredTool, type StructuredToolCallInput, type ToolReturnType, type ToolRunnableConfig, type ToolRuntime } from '@langchain/core/tools';
import { isObjectRecord } from '../../internal/is-object';
import { randomUuid } from '../../internal/random-uuid';
import { fromStrictArgs, toOpenAIStrictSchema } from '../../providers';
import type { RunToolCallOptions, RuntimeChunk, RuntimeTool } from '../../runtime';
import { checkModelOutputLimit, runWireToolCall, toModelTool, type WireHost } from '../../wire';
import { graphCallOptions } from './graph-context';
import { askFor, resumeOf } from './pause';
import { defaultRequestContext } from './request-context';
import { type CallEnd, toolOutput } from './tool-output';
import type { LangChainToolOptions } from './types';
import { answerWaitsFor } from './waiting-answer';

/** What a graph gives a tool, beyond the runnable config. */
type GraphConfig = RunnableConfig &
  Partial<ToolRuntime> & {
    toolCall?: { id?: string | undefined } | undefined;
    interrupt?: ((value: unknown) => unknown) | undefined;
  };

/** Writer output and custom chunks go to LangGraph's custom stream. */
function forwardChunks(writer: (chunk: unknown) => void, user?: (chunk: RuntimeChunk) => unknown): (chunk: RuntimeChunk) => unknown {
  return (chunk) => {
    if (chunk.type === 'tool-output') writer((chunk as { payload: { output: unknown } }).payload.output);
    else if (typeof chunk.type === 'string' && chunk.type.startsWith('data-')) writer(chunk);
    return user?.(chunk);
  };
}

/**
 * A `@langchain/core` `DynamicStructuredTool` that runs a toolwright tool. LangChain's own
 * argument check is skipped: validation (its messages, repairs and deviations) is the engine's.
 * A `DynamicStructuredTool`, the class langchain's `tool()` makes, because `createAgent` reads
 * the output type of that class's tools exactly (of any other tool, its output joined with
 * `ToolMessage`), so an agent's messages are typed as they are with native tools.
 */
export class ToolwrightLangChainTool<TArgs = Record<string, unknown>, TOutput = unknown> extends DynamicStructuredTool<
  Record<string, unknown>,
  TArgs,
  TArgs,
  TOutput
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
    // The fields are set below, once the options are checked.
    super({ name: '', description: '', schema: {}, func: (input, _runManager, config) => this.#direct(input, config) });
    const name = options.name ?? tool.id;
    if (!name) throw new TypeError('toLangChainTool: the tool has no id; give options.name.');
    checkModelOutputLimit(options.runtime?.modelOutputLimit, 'toLangChainTool (runtime)');
    const definition = toModelTool(name, tool as Parameters<typeof toModelTool>[1]);
    this.name = name;
    this.description = definition.description ?? `${name} tool`;
    this.schema = (options.strict ? toOpenAIStrictSchema(definition.inputSchema, { toolName: name }).schema : definition.inputSchema) as Record<
      string,
      unknown
    >;
    this.#tools = { [name]: tool };
    this.#options = options;
  }

  /**
   * Runs the call (callbacks as LangChain runs them, without its argument check). Typed as
   * `StructuredTool`'s own `call`, so that an agent reads the tool's output type from it.
   */
  override async call<TArg extends StructuredToolCallInput<Record<string, unknown>, TArgs>, TConfig extends ToolRunnableConfig | undefined>(
    arg: TArg,
    configArg?: TConfig,
    tags?: string[],
  ): Promise<ToolReturnType<NonNullable<TArg>, TConfig, TOutput>> {
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
    let output: unknown;
    try {
      const end = await this.#run(input, toolCallId ?? randomUuid() ?? `call-${Date.now()}`, config);
      output = toolOutput(end, { toolCallId, name: this.name, args: input });
    } catch (error) {
      await runManager?.handleToolError(error);
      throw error;
    }
    await runManager?.handleToolEnd(output);
    return output as ToolReturnType<NonNullable<TArg>, TConfig, TOutput>;
  }

  /** `func`, for a caller that calls it directly: a direct invoke (what `invoke(args)` returns). */
  async #direct(input: TArgs, config: RunnableConfig | undefined): Promise<TOutput> {
    const { toolCall: _toolCall, ...direct } = (config ?? {}) as ToolRunnableConfig;
    return (await this.call(input as StructuredToolCallInput<Record<string, unknown>, TArgs>, direct)) as TOutput;
  }

  protected override async _call(): Promise<never> {
    throw new Error('ToolwrightLangChainTool runs through call()');
  }

  async #run(args: unknown, toolCallId: string, config: GraphConfig): Promise<CallEnd> {
    const { runtime, tickets, requestContext } = this.#options;
    const { messages, threadId, contextFields } = graphCallOptions(config);
    const call = { toolCallId, toolName: this.name, args, messages };
    const writer = config.writer ?? undefined;
    // LangChain calls the tool as soon as it has the call, as it calls its own tools; a model
    // given the strict schema sends its arguments in the strict form.
    const host: WireHost = { callsExecuteAtOnce: true, contextFields, argsToInput: this.#options.strict ? fromStrictArgs : undefined };
    const options: RunToolCallOptions = {
      ...runtime,
      run: { threadId, ...runtime?.run },
      requestContext: requestContext ? requestContext(config) : defaultRequestContext(config),
      abortSignal: config.signal,
      tickets,
      onChunk: writer ? forwardChunks(writer, runtime?.onChunk) : runtime?.onChunk,
    };
    // A resumed task takes its answer before anything runs, so that neither the gate nor execute
    // runs a second time on the way to it.
    const first = config.interrupt && answerWaitsFor(config, toolCallId) ? undefined : await runWireToolCall(this.#tools, call, options, host);
    if (first && first.status !== 'approval-required' && first.status !== 'suspended') return first;
    const asked = first ? askFor(first, config.interrupt) : { answer: config.interrupt!(undefined) };
    if (typeof asked === 'string') return asked;
    const resume = resumeOf(asked.answer);
    if (!resume) {
      return `Tool ${this.name} was resumed without its ticket. Answer the interrupt with approveToolCall, declineToolCall or resumeToolCall from toolwright/langchain. The tool did not run.`;
    }
    const resumed = await runWireToolCall(this.#tools, call, { ...options, resume }, host);
    if (resumed.status === 'approval-required' || resumed.status === 'suspended') {
      return `Tool ${this.name} paused again after it was resumed; a call pauses once on this wire. The tool's result is lost.`;
    }
    return resumed;
  }
}
