/**
 * A finished call's record as a `tools/call` result. Without `toModelOutput` the result is the
 * one `@mastra/mcp` sends (JSON text, or the string itself; `structuredContent` with an output
 * schema); with it, the model output becomes MCP content items, and `structuredContent` stays
 * the raw result. Failures, declines, pending approvals and suspensions are `isError` results.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isObjectRecord } from '../../internal/is-object';
import { DECLINED_MESSAGE, type RuntimeLogger, type ToolCallRecord } from '../../runtime';
import { isValidationError } from '../../tools';
import type { ServedTool } from './served-tool';
import { modelOutputContent } from './content';
import { toolLabel } from './elicitation-forms';
import { thrownErrorText } from './error-text';
import type { CallCapture } from './runtime-tool';

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** What a non-object output is, for the error text: `an array`, `null`, `a string`, … */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** A step that either gives a value or ends the call with an error result. */
type Step<T> = { ok: true; value: T } | { ok: false; result: CallToolResult };

function jsonOf(name: string, output: unknown): Step<string | undefined> {
  try {
    return { ok: true, value: JSON.stringify(output) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, result: errorResult(`Tool ${name} returned output that cannot be serialized to JSON: ${reason}`) };
  }
}

/** The structured output of a tool listed with an output schema; an error for one that is not an object. */
function structuredOf(served: ServedTool, output: unknown): Step<Record<string, unknown>> {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) {
    return {
      ok: false,
      result: errorResult(
        `Tool ${served.name} returned ${describeValue(output)}, but it declares an outputSchema, and MCP structuredContent must be a JSON object. Return an object, or remove the outputSchema to answer with text.`,
      ),
    };
  }
  return { ok: true, value: output as Record<string, unknown> };
}

/** The result of a call that returned `output`, as `@mastra/mcp` shapes it. */
function plainResult(served: ServedTool, output: unknown): CallToolResult {
  if (served.structured) {
    const structured = structuredOf(served, output);
    if (!structured.ok) return structured.result;
    const json = jsonOf(served.name, output);
    if (!json.ok) return json.result;
    return { content: [{ type: 'text', text: json.value ?? '' }], structuredContent: structured.value, isError: false };
  }
  if (typeof output === 'string') return { content: [{ type: 'text', text: output }], isError: false };
  if (output === undefined) return { content: [], isError: false };
  const json = jsonOf(served.name, output);
  if (!json.ok) return json.result;
  // Functions and symbols have no JSON text.
  if (json.value === undefined) return { content: [], isError: false };
  return { content: [{ type: 'text', text: json.value }], isError: false };
}

/** The `toModelOutput` value the engine kept, when the tool mapped its output. */
function mappedOutput(record: ToolCallRecord): { value: unknown } | undefined {
  const mastra = record.providerMetadata?.['mastra'];
  if (!isObjectRecord(mastra) || mastra['modelOutput'] === undefined) return undefined;
  return { value: record.modelOutput };
}

function completedResult(served: ServedTool, record: ToolCallRecord): CallToolResult {
  const output = record.result;
  if (isValidationError(output)) return errorResult(output.message);
  const mapped = mappedOutput(record);
  if (!mapped) return plainResult(served, output);
  const { content, isError } = modelOutputContent(mapped.value);
  if (!served.structured || isError) return { content, isError };
  const structured = structuredOf(served, output);
  if (!structured.ok) return structured.result;
  return { content, structuredContent: structured.value, isError: false };
}

function payloadText(value: unknown): string {
  try {
    return JSON.stringify(value ?? null);
  } catch {
    return String(value);
  }
}

/**
 * The result of a finished record. `askable` says whether the client could have been asked,
 * for the text of a call left waiting. What execute threw goes to `logger` whole; the client
 * gets its name and message (see `thrownErrorText`).
 */
export function recordResult(served: ServedTool, record: ToolCallRecord, capture: CallCapture, askable: boolean, logger: RuntimeLogger): CallToolResult {
  const label = toolLabel(served.name, served.tool.title);
  switch (record.status) {
    case 'completed':
      return completedResult(served, record);
    case 'pending':
      return plainResult(served, record.result);
    case 'declined':
      return errorResult(record.approval?.reason ?? DECLINED_MESSAGE);
    case 'approval-required':
      return errorResult(
        `Tool ${label} requires approval before it runs, and this client cannot be asked: it did not declare the elicitation capability (form mode), and the server has no approval handler. The tool did not run.`,
      );
    case 'suspended':
      return errorResult(
        `Tool ${label} suspended and waits for input, and ${askable ? 'its resumeSchema does not fit an elicitation form' : 'this client cannot be asked: it did not declare the elicitation capability (form mode)'}, so it cannot resume here. Suspend payload: ${payloadText(record.suspendPayload)}`,
      );
    default:
      if (capture.thrown) {
        logger.error(`Error executing tool ${served.name}:`, capture.thrown.value);
        return errorResult(thrownErrorText(capture.thrown.value));
      }
      return errorResult(record.error?.message ?? `Tool ${served.name} ended with status ${record.status}.`);
  }
}
