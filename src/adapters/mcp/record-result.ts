/**
 * A finished call's record as a `tools/call` result. Without `toModelOutput` the result is the
 * one `@mastra/mcp` sends (JSON text, or the string itself; `structuredContent` with an output
 * schema); with it, the model output becomes MCP content items, and `structuredContent` stays
 * the raw result. Failures, declines, pending approvals and suspensions are `isError` results.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isObjectRecord } from '../../internal/is-object';
import { isToolExecutionError, type RuntimeLogger, type ToolCallRecord } from '../../runtime';
import { DECLINED_MESSAGE } from '../../wire';
import { isValidationError } from '../../tools';
import type { ServedTool } from './served-tool';
import { modelOutputContent } from './content';
import { toolLabel } from './elicitation-forms';
import { thrownErrorText } from './error-text';
import { errorResult } from './call-options';

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
  // A model output `modelOutputLimit` shortened is sent as the model output; `structuredContent`,
  // which an MCP client reads as data, stays the whole result.
  const mapped = mappedOutput(record) ?? (record.modelOutputTruncated ? { value: record.modelOutput } : undefined);
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
 * Whether the client of a call could be asked, and if not, why: `'undeclared'`, it did not
 * declare form-mode elicitation; `'stateless-sessions'` and `'stateless-legacy'`, a 2025-era
 * exchange over stateless HTTP, which cannot carry a question whatever the client declared, on
 * the entry whose sessions option is `sessions` (`toolwright/mcp`) or `legacy` (`toolwright/mcp/v2`).
 */
export type Asking = 'askable' | 'undeclared' | 'stateless-sessions' | 'stateless-legacy';

const UNDECLARED = 'this client cannot be asked: it did not declare the elicitation capability (form mode)';
const STATELESS =
  'this exchange cannot ask anything: on stateless HTTP a 2025-era exchange ends with its answer, so the server cannot send the client a question, whatever capabilities the client declared';

/** What the client can do to be asked, or to have the server decide. */
function remedy(asking: Asking): string {
  if (asking === 'undeclared') return 'Declare elicitation (form mode) in the client, or give the server an `approval` handler.';
  const option = asking === 'stateless-sessions' ? "`sessions: 'stateful'`" : "`legacy: 'stateful'`";
  return `To approve it, serve with sessions (\`toolwright mcp --stateful\`, or ${option}), use protocol 2026-07-28 (toolwright/mcp/v2: its questions travel in the answer, over stateless HTTP too), or give the server an \`approval\` handler.`;
}

function approvalRequiredText(label: string, asking: Asking): string {
  if (asking === 'undeclared' || asking === 'askable') {
    return `Tool ${label} requires approval before it runs, and ${UNDECLARED}, and the server has no approval handler. The tool did not run. ${remedy('undeclared')}`;
  }
  return `Tool ${label} requires approval before it runs, and ${STATELESS}. The server has no approval handler, so the tool did not run. ${remedy(asking)}`;
}

function suspendedText(label: string, asking: Asking, payload: unknown): string {
  const why = asking === 'askable' ? 'its resumeSchema does not fit an elicitation form' : asking === 'undeclared' ? UNDECLARED : STATELESS;
  return `Tool ${label} suspended and waits for input, and ${why}, so it cannot resume here. Suspend payload: ${payloadText(payload)}`;
}

/**
 * The result of a finished record. `asking` says whether the client could have been asked (and
 * if not, why), for the text of a call left waiting. What execute threw goes to `logger` whole;
 * the client gets its name and message (see `thrownErrorText`).
 */
export function recordResult(served: ServedTool, record: ToolCallRecord, asking: Asking, logger: RuntimeLogger): CallToolResult {
  const label = toolLabel(served.name, served.tool.title);
  switch (record.status) {
    case 'completed':
      return completedResult(served, record);
    case 'pending':
      return plainResult(served, record.result);
    case 'declined':
      return errorResult(record.approval?.reason ?? DECLINED_MESSAGE);
    case 'approval-required':
      return errorResult(approvalRequiredText(label, asking));
    case 'suspended':
      return errorResult(suspendedText(label, asking, record.suspendPayload));
    default:
      if (isToolExecutionError(record.error)) {
        logger.error(`Error executing tool ${served.name}:`, record.error.thrown);
        return errorResult(thrownErrorText(record.error.thrown));
      }
      return errorResult(record.error?.message ?? `Tool ${served.name} ended with status ${record.status}.`);
  }
}
