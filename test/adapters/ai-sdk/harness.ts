// Scripted AI SDK runs for the adapter's tests: a MockLanguageModelV3 that calls one tool per
// step (streamed as tool-input-start / deltas / end / tool-call for streamText, or a tool-call
// content part for generateText) and answers 'done' when the script is over. Every call the
// model gets is kept, so a test can read what the model was offered and what the next prompt
// carried as the tool result.
import { generateText, stepCountIs, streamText, type ModelMessage, type ToolSet } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';

export const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** One tool call a model step makes. */
export interface ScriptedCall {
  toolCallId: string;
  toolName: string;
  /** The input text deltas (streamText); joined, the tool-call input. */
  deltas: string[];
}

/** A model that makes `steps[i]`'s tool calls at step i, then answers 'done'. */
export function scriptedModel(steps: ScriptedCall[][]) {
  let step = 0;
  const next = () => steps[step++] ?? [];
  const model = new MockLanguageModelV3({
    // URLs in tool results are passed to the model as they are; otherwise the AI SDK downloads them.
    supportedUrls: { '*': [/^https?:\/\//] },
    doGenerate: async () => {
      const calls = next();
      if (calls.length === 0) return { content: [{ type: 'text', text: 'done' }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] };
      return {
        content: calls.map((c) => ({ type: 'tool-call', toolCallId: c.toolCallId, toolName: c.toolName, input: c.deltas.join('') })),
        finishReason: { unified: 'tool-calls', raw: undefined },
        usage,
        warnings: [],
      };
    },
    doStream: async () => {
      const calls = next();
      const parts: any[] = [{ type: 'stream-start', warnings: [] }];
      if (calls.length === 0) {
        parts.push({ type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'done' }, { type: 'text-end', id: 't' });
      }
      for (const c of calls) {
        parts.push({ type: 'tool-input-start', id: c.toolCallId, toolName: c.toolName });
        for (const delta of c.deltas) parts.push({ type: 'tool-input-delta', id: c.toolCallId, delta });
        parts.push({ type: 'tool-input-end', id: c.toolCallId });
        parts.push({ type: 'tool-call', toolCallId: c.toolCallId, toolName: c.toolName, input: c.deltas.join('') });
      }
      parts.push({ type: 'finish', finishReason: { unified: calls.length ? 'tool-calls' : 'stop', raw: undefined }, usage });
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
  return model;
}

/** Every prompt the model received, in order. */
export function promptsOf(model: MockLanguageModelV3): any[][] {
  return [...model.doGenerateCalls, ...model.doStreamCalls].map((call) => call.prompt as any[]);
}

/** The tools the model was offered at its first call. */
export function offeredTools(model: MockLanguageModelV3): any[] {
  return ([...model.doGenerateCalls, ...model.doStreamCalls][0]?.tools ?? []) as any[];
}

/** The tool-result `output` for `toolCallId` in the last prompt that carries one. */
export function modelOutputFor(model: MockLanguageModelV3, toolCallId: string): any {
  let found: any;
  for (const prompt of promptsOf(model)) {
    for (const message of prompt) {
      if (message.role !== 'tool') continue;
      for (const part of message.content) if (part.type === 'tool-result' && part.toolCallId === toolCallId) found = part.output;
    }
  }
  return found;
}

export type Mode = 'generateText' | 'streamText';

/** Runs the model with `tools` in either mode and returns what both give alike. */
export async function run(
  mode: Mode,
  model: MockLanguageModelV3,
  tools: ToolSet,
  extra: { messages?: ModelMessage[]; experimental_context?: unknown; abortSignal?: AbortSignal; system?: string } = {},
) {
  const input = extra.messages ? { messages: extra.messages } : { prompt: 'weather in Paris?' };
  const common = {
    model,
    tools,
    stopWhen: stepCountIs(5),
    ...input,
    ...(extra.experimental_context !== undefined ? { experimental_context: extra.experimental_context } : {}),
    ...(extra.abortSignal ? { abortSignal: extra.abortSignal } : {}),
    ...(extra.system ? { system: extra.system } : {}),
  };
  if (mode === 'generateText') {
    const result = await generateText(common);
    return { content: result.content, steps: result.steps, finishReason: result.finishReason, responseMessages: result.response.messages, text: result.text };
  }
  const result = streamText(common);
  const [content, steps, finishReason, response, text] = await Promise.all([result.content, result.steps, result.finishReason, result.response, result.text]);
  return { content, steps, finishReason, responseMessages: response.messages, text };
}
