/**
 * "Hooks du cycle de vie des tools": onInputStart, onInputDelta, onInputAvailable and
 * onOutput, first on the weather tool with every hook, then each hook's own snippet.
 *
 * During a streamed tool call, a Mastra agent (or the toolwright runtime, coming) calls the
 * hooks in this order: onInputStart -> onInputDelta (once per chunk) -> onInputAvailable ->
 * execute -> onOutput. Here we play that agent: we call the stored hooks ourselves around
 * execute, with a fake stream of argument chunks. (The agent also catches and logs errors a
 * hook throws, so a failing hook never fails the call; this example does not need that.)
 *
 *   npm run build && npx tsx examples/lifecycle-hooks.ts
 */
import { pathToFileURL } from 'node:url';
import { createTool, isValidationError, noopObserve } from 'toolwright/tools';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: z.object({
    location: z.string(),
  }),
  outputSchema: z.object({
    location: z.string(),
    temperatureCelsius: z.number(),
    conditions: z.string(),
  }),
  execute: async ({ location }) => {
    return {
      location,
      temperatureCelsius: 21,
      conditions: 'sunny',
    };
  },
  onInputStart: ({ toolCallId }) => {
    console.log(`Tool call ${toolCallId} input started`);
  },
  onInputDelta: ({ inputTextDelta, toolCallId }) => {
    console.log(`Tool call ${toolCallId} received input chunk: ${inputTextDelta}`);
  },
  onInputAvailable: ({ input, toolCallId }) => {
    console.log(`Tool call ${toolCallId} received location: ${input.location}`);
  },
  onOutput: ({ output, toolCallId, toolName }) => {
    console.log(`Tool ${toolName} call ${toolCallId} returned conditions: ${output.conditions}`);
  },
});

// The per-hook snippets of "Hooks disponibles".

export const onInputStartTool = createTool({
  id: 'example-tool',
  description: 'Example tool with hooks',
  onInputStart: ({ toolCallId, messages, abortSignal }) => {
    console.log(`Tool ${toolCallId} input streaming started`);
  },
});

export const onInputDeltaTool = createTool({
  id: 'example-tool',
  description: 'Example tool with hooks',
  onInputDelta: ({ inputTextDelta, toolCallId, messages, abortSignal }) => {
    console.log(`Received input chunk: ${inputTextDelta}`);
  },
});

export const onInputAvailableTool = createTool({
  id: 'example-tool',
  description: 'Example tool with hooks',
  inputSchema: z.object({
    location: z.string(),
  }),
  onInputAvailable: ({ input, toolCallId, messages, abortSignal }) => {
    console.log(`Tool received complete input:`, input);
    // input is fully typed based on inputSchema
  },
});

export const onOutputTool = createTool({
  id: 'example-tool',
  description: 'Example tool with hooks',
  outputSchema: z.object({
    result: z.string(),
  }),
  execute: async (input) => {
    return { result: 'Success' };
  },
  onOutput: ({ output, toolCallId, toolName, abortSignal }) => {
    console.log(`${toolName} execution completed:`, output);
    // output is fully typed based on outputSchema
  },
});

export async function main(): Promise<void> {
  console.log('--- weather-tool, one streamed call ---');
  const toolCallId = 'call_weather_1';
  const messages = [{ role: 'user' as const, content: 'What is the weather in Paris?' }];
  const chunks = ['{"loc', 'ation":', ' "Par', 'is"}'];

  await weatherTool.onInputStart?.({ toolCallId, messages });
  for (const inputTextDelta of chunks) {
    await weatherTool.onInputDelta?.({ inputTextDelta, toolCallId, messages });
  }
  const input = JSON.parse(chunks.join('')) as { location: string };
  await weatherTool.onInputAvailable?.({ input, toolCallId, messages });
  const output = await weatherTool.execute!(input, { observe: noopObserve });
  if (output === undefined || isValidationError(output)) throw new Error('the weather tool failed');
  await weatherTool.onOutput?.({ output, toolCallId, toolName: weatherTool.id });

  console.log('--- the per-hook snippets ---');
  await onInputStartTool.onInputStart?.({ toolCallId: 'call_2', messages });
  await onInputDeltaTool.onInputDelta?.({ inputTextDelta: '{"location":', toolCallId: 'call_2', messages });
  await onInputAvailableTool.onInputAvailable?.({ input: { location: 'Nice' }, toolCallId: 'call_2', messages });
  const result = await onOutputTool.execute!(undefined, { observe: noopObserve });
  if (result === undefined || isValidationError(result)) throw new Error('example-tool failed');
  await onOutputTool.onOutput?.({ output: result, toolCallId: 'call_2', toolName: onOutputTool.id });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
