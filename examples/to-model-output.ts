/**
 * "Exemple avec `toModelOutput`": the application gets the full output of execute, the
 * model gets what toModelOutput makes of it (here text plus an image part). `runToolCall` plays
 * the agent: its record has both, `result` and `modelOutput`. Annotating toModelOutput with
 * `ToolModelOutput` checks the shape every wire reads.
 *
 *   npm run build && npx tsx examples/to-model-output.ts
 */
import { pathToFileURL } from 'node:url';
import { runToolCall, type ToolModelOutput } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
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
    radarImageUrl: z.string().url(),
  }),
  execute: async ({ location }) => ({
    location,
    temperatureCelsius: 21,
    conditions: 'sunny',
    radarImageUrl: 'https://example.com/radar/seattle.png',
  }),
  toModelOutput: (output): ToolModelOutput => {
    return {
      type: 'content',
      value: [
        {
          type: 'text',
          text: `${output.location}: ${output.temperatureCelsius}°C and ${output.conditions}`,
        },
        { type: 'image-url', url: output.radarImageUrl },
      ],
    };
  },
});

export async function main(): Promise<void> {
  const record = await runToolCall({ weather: weatherTool }, { toolCallId: 'call-1', toolName: 'weather', args: { location: 'Seattle' } });
  console.log('Application receives the raw output:', record.result);
  // The runtime (like a Mastra agent) calls toModelOutput on the raw output: every wire sends this.
  console.log('Model receives:', JSON.stringify(record.modelOutput, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
