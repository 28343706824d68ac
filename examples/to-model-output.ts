/**
 * "Exemple avec `toModelOutput`": the application gets the full output of execute, the
 * model gets what toModelOutput makes of it (here text plus an image part).
 *
 *   npm run build && npx tsx examples/to-model-output.ts
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
    radarImageUrl: z.string().url(),
  }),
  execute: async ({ location }) => ({
    location,
    temperatureCelsius: 21,
    conditions: 'sunny',
    radarImageUrl: 'https://example.com/radar/seattle.png',
  }),
  toModelOutput: (output) => {
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
  const output = await weatherTool.execute!({ location: 'Seattle' }, { observe: noopObserve });
  if (output === undefined || isValidationError(output)) throw new Error('the weather tool failed');
  console.log('Application receives the raw output:', output);

  // An agent calls toModelOutput on the raw output and sends the result to the model.
  // A Mastra agent (or the toolwright runtime, coming) does this for you; here we call the
  // stored function directly to show what the model would see.
  const modelOutput = weatherTool.toModelOutput?.(output);
  console.log('Model receives:', JSON.stringify(modelOutput, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
