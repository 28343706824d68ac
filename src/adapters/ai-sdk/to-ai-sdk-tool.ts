/**
 * `toAISDKTool`: a toolwright (or Mastra) tool as an AI SDK tool for `generateText`,
 * `streamText` and the AI SDK's agents.
 * @module
 */
import * as ai from 'ai';
import type { RunToolCallOptions, RuntimeLogger, RuntimeTool, ToolCallRecord, ToolOutputChunk } from '../../runtime';
import {
  checkModelOutputLimit,
  consoleLogger,
  isStandardSchemaWithJSON,
  modelOutputLimitFor,
  standardSchemaToJSONSchema,
  streamWireToolCall,
  toModelTool,
  toStandardSchema,
  type WireHost,
  type WireToolSource,
} from '../../wire';
import { IS_AI_SDK_7, SUPPORTS_APPROVAL } from './ai-major';
import { AISDKApprovalUnsupportedError } from './errors';
import { inputHooks } from './input-hooks';
import { modelOutputOf, suspendedResult } from './model-output';
import { needsApprovalOf } from './needs-approval';
import { resolveRequestContext } from './request-context';
import type { AISDKToolOf, AISDKToolSource, ToAISDKToolOptions } from './types';

/** The model's input goes through unchanged: the tool checks it and answers with the reference's message. */
function acceptAll(value: unknown): { success: true; value: unknown } {
  return { success: true, value };
}

function schemaJSON(option: unknown, io: 'input' | 'output'): unknown {
  let schema = option;
  if (typeof schema === 'function' && !isStandardSchemaWithJSON(schema)) schema = (schema as () => unknown)();
  if (!schema) return undefined;
  return standardSchemaToJSONSchema(isStandardSchemaWithJSON(schema) ? schema : toStandardSchema(schema as never), { io });
}

/**
 * AI SDK 7's `contextSchema` for a tool with a `requestContextSchema`: it types `toolsContext`
 * per tool. The AI SDK lets every value through; the tool checks it and answers with the
 * reference's `Request context validation failed for <name>. …` result, without running execute.
 */
function contextSchemaOf(tool: AISDKToolSource): unknown {
  const schema = (tool as { requestContextSchema?: unknown }).requestContextSchema;
  if (!schema) return undefined;
  let json: unknown;
  try {
    json = schemaJSON(schema, 'input');
  } catch {
    // A schema without a JSON Schema form still types and checks the context; the AI SDK only needs a schema object.
    json = {};
  }
  return ai.jsonSchema((json ?? {}) as never, { validate: acceptAll as never });
}

/**
 * What the AI SDK already does around a call: it fires the input hooks, asks for approval
 * (`needsApproval`) and calls `toModelOutput` itself, keeps its own stream and transcript (tool
 * parts, titled by the tool's `title`), awaits every result within its step, calls `execute` at
 * once, and hands `execute` a context of its own, whose request-context schema the tool checks.
 */
const AI_SDK_HOST: WireHost = {
  callsExecuteAtOnce: true,
  firesInputHooks: true,
  asksApproval: true,
  mapsModelOutput: true,
  keepsTranscript: true,
  awaitsResult: true,
  leavesRequestContextToTool: true,
};

function abortError(signal: AbortSignal | undefined): unknown {
  if (signal?.reason !== undefined) return signal.reason;
  const error = new Error('The tool call was aborted');
  error.name = 'AbortError';
  return error;
}

/** AI SDK 7 passes the tool's `toolsContext` entry as `context`; AI SDK 5 and 6 pass `experimental_context`. */
type ExecuteOptions = { toolCallId: string; messages: unknown[]; abortSignal?: AbortSignal | undefined; experimental_context?: unknown; context?: unknown };

function executeOf(tool: AISDKToolSource, key: string, options: ToAISDKToolOptions, logger: () => RuntimeLogger) {
  const tools = { [key]: tool as RuntimeTool };
  const optionsFor = (call: ExecuteOptions): RunToolCallOptions => ({
    run: { agentId: options.agentId, agentName: options.agentName, threadId: options.threadId, resourceId: options.resourceId, runId: options.runId },
    mastra: options.mastra,
    workspace: options.workspace,
    observe: options.observe,
    tracer: options.tracer,
    onChunk: options.onChunk,
    logger: logger(),
    requestContext: resolveRequestContext(options.requestContext, call.context !== undefined ? call.context : call.experimental_context, key),
    abortSignal: call.abortSignal,
  });
  // An async generator, as a native tool that streams its progress is: each value the tool
  // writes through ctx.writer is yielded as it is written, and the AI SDK makes it a preliminary
  // tool result (`tool-result` with `preliminary: true` in streamText, a preliminary output for
  // useChat); the last value yielded, the call's outcome, is the result. onChunk still gets
  // every chunk.
  return async function* execute(input: unknown, call: ExecuteOptions): AsyncGenerator<unknown, void> {
    const toolCall = { toolCallId: call.toolCallId, toolName: key, args: input, messages: call.messages as never };
    const stream = streamWireToolCall(tools, toolCall, optionsFor(call), AI_SDK_HOST, WRITES);
    for await (const chunk of stream) yield (chunk as ToolOutputChunk).payload.output;
    yield outcomeOf(await stream.result, key, call.abortSignal);
  };
}

/** The chunks the AI SDK wire streams: what a tool writes through ctx.writer. */
const WRITES = ['tool-output'] as const;

/** What the AI SDK gets for a finished call: its result, the suspension placeholder, or a throw. */
function outcomeOf(record: ToolCallRecord, key: string, signal: AbortSignal | undefined): unknown {
  switch (record.status) {
    case 'completed':
    case 'pending':
      return record.result;
    case 'suspended':
      return suspendedResult(key, record.suspendPayload, record.pending!);
    case 'aborted':
      throw abortError(signal);
    default:
      throw record.error ?? new Error(`Tool "${key}" ended with status ${record.status}`);
  }
}

/**
 * Builds the AI SDK tool for `tool` under the name `key` (the name the model calls, and the id
 * validation messages name).
 * @internal
 */
export function buildAISDKTool(tool: AISDKToolSource, key: string, options: ToAISDKToolOptions): Record<string, unknown> {
  if (typeof tool !== 'object' || tool === null) {
    throw new TypeError(`toAISDKTool: expected a tool object for "${key}", got ${tool === null ? 'null' : typeof tool}`);
  }
  checkModelOutputLimit(options.modelOutputLimit, 'toAISDKTool');
  const logger = () => options.logger ?? consoleLogger;
  const model = toModelTool(key, tool);
  const outputSchema = schemaJSON(tool.outputSchema, 'output');
  const contextSchema = contextSchemaOf(tool);
  const needsApproval = needsApprovalOf(tool, key, options, logger);
  if (needsApproval !== undefined && !SUPPORTS_APPROVAL) throw new AISDKApprovalUnsupportedError(key);
  const built: Record<string, unknown> = {
    type: 'function',
    ...(tool.title !== undefined ? { title: tool.title } : {}),
    ...(model.description !== undefined ? { description: model.description } : {}),
    inputSchema: ai.jsonSchema(model.inputSchema as never, { validate: acceptAll as never }),
    ...(outputSchema !== undefined ? { outputSchema: ai.jsonSchema(outputSchema as never) } : {}),
    ...(model.providerOptions !== undefined ? { providerOptions: model.providerOptions } : {}),
    ...(tool.strict !== undefined && tool.strict !== null ? { strict: tool.strict } : {}),
    ...(model.inputExamples !== undefined ? { inputExamples: model.inputExamples } : {}),
    ...(contextSchema !== undefined ? { contextSchema } : {}),
    ...(needsApproval !== undefined ? { needsApproval } : {}),
    ...inputHooks(tool, logger),
    ...(typeof tool.execute === 'function' ? { execute: executeOf(tool, key, options, logger) } : {}),
    toModelOutput: modelOutputOf(tool, IS_AI_SDK_7 ? 'v4' : undefined, modelOutputLimitFor(options.modelOutputLimit, key)),
  };
  return built;
}

/**
 * Converts a toolwright tool into an AI SDK tool, named by its `id`. The model is offered the
 * tool's draft-07 JSON Schema; invalid input reaches `execute`, which answers with the
 * reference's `Tool input validation failed for <id>. …` result so the model can fix its call.
 *
 * @example
 * ```ts
 * import { generateText } from 'ai';
 * import { toAISDKTool } from 'toolwright/ai-sdk';
 *
 * const { text } = await generateText({ model, tools: { [weather.id]: toAISDKTool(weather) }, prompt });
 * ```
 */
export function toAISDKTool<T extends AISDKToolSource & WireToolSource>(tool: T, options: ToAISDKToolOptions = {}): AISDKToolOf<T> {
  const id = typeof tool === 'object' && tool !== null ? tool.id : undefined;
  if (typeof id !== 'string' || id === '') {
    throw new TypeError('toAISDKTool: the tool has no id to be called by; name it with toAISDKTools({ name: tool })');
  }
  return buildAISDKTool(tool, id, options) as unknown as AISDKToolOf<T>;
}
