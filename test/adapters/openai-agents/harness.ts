// A scripted `Model` for the OpenAI Agents SDK, as the SDK's own tests use one: each turn answers
// with the function calls of the script (or a final message once every call has its output),
// and every request the run sent is kept for the assertions.
import { type Model, type ModelRequest, type ModelResponse, setTracingDisabled, Usage } from '@openai/agents';

setTracingDisabled(true);

/** One function call the model makes. */
export interface ScriptedCall {
  callId: string;
  name: string;
  /** The raw arguments text. */
  arguments: string;
}

/** The `function_call_result` items a request carried, by call id. */
export type ToolResults = Map<string, { output: unknown }>;

/**
 * A model that answers each request with the calls `callsFor` picks from the results it has read,
 * or with `done` when there are none; it keeps every request.
 */
abstract class CallingModel implements Model {
  readonly requests: ModelRequest[] = [];

  constructor(private readonly done: string) {}

  /** The calls to make after reading `answered`; none ends the run with `done`. */
  protected abstract callsFor(answered: ToolResults): readonly ScriptedCall[];

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const calls = this.callsFor(resultsOf(request));
    if (calls.length === 0) {
      return { usage: new Usage(), output: [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: this.done }] }] };
    }
    return {
      usage: new Usage(),
      output: calls.map((call) => ({
        type: 'function_call' as const,
        callId: call.callId,
        name: call.name,
        arguments: call.arguments,
        status: 'completed' as const,
      })),
    };
  }

  // biome-ignore lint/correctness/useYield: the tests run without streaming
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error(`${this.constructor.name} does not stream`);
  }

  /** What the model last read for `callId`. */
  lastResult(callId: string): unknown {
    for (let i = this.requests.length - 1; i >= 0; i--) {
      const found = resultsOf(this.requests[i]!).get(callId);
      if (found) return found.output;
    }
    return undefined;
  }
}

/** A model that calls `calls` first, then answers `done` once it has read a result for each. */
export class ScriptedModel extends CallingModel {
  constructor(
    private readonly calls: readonly ScriptedCall[],
    done = 'done',
  ) {
    super(done);
  }

  protected callsFor(answered: ToolResults): readonly ScriptedCall[] {
    return answered.size > 0 ? [] : this.calls.filter((call) => !answered.has(call.callId));
  }
}

/** The tool results of a request. */
export function resultsOf(request: ModelRequest): ToolResults {
  const results: ToolResults = new Map();
  if (!Array.isArray(request.input)) return results;
  for (const item of request.input as Array<{ type?: string; callId?: string; output?: unknown }>) {
    if (item.type === 'function_call_result' && typeof item.callId === 'string') results.set(item.callId, { output: item.output });
  }
  return results;
}

/** The text the model read for a result: a text output's text, or the parts' texts joined. */
export function textOf(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.map(textOf).join('');
  const o = (output ?? {}) as { type?: string; text?: string };
  return typeof o.text === 'string' ? o.text : '';
}

/**
 * A model that calls in turns: each turn's calls once every call of the turns before has its
 * result, then `done`. A turn that only follows an answered one is how a model calls a tool
 * again later in the same run.
 */
export class TurnModel extends CallingModel {
  constructor(
    private readonly turns: readonly (readonly ScriptedCall[])[],
    done = 'done',
  ) {
    super(done);
  }

  protected callsFor(answered: ToolResults): readonly ScriptedCall[] {
    return this.turns.find((calls) => calls.some((call) => !answered.has(call.callId))) ?? [];
  }
}
