/**
 * The weather tool from the reference's "Exemple d'utilisation", run directly.
 *
 *   npm run build && npx tsx examples/basic.ts
 */
import { pathToFileURL } from 'node:url';
import { callTool } from 'toolwright';
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
  }),
  // The first argument is the input, already validated against inputSchema.
  execute: async ({ location }) => {
    return {
      location,
      temperatureCelsius: 21,
      conditions: 'sunny',
    };
  },
});

export async function main(): Promise<void> {
  console.log(`Tool "${weatherTool.id}": ${weatherTool.description}`);

  // An agent calls execute for you; here we call it ourselves, through callTool: the context is
  // optional (`observe` defaults to the no-op one) and the result is typed as the output schema's
  // type or a ValidationError. `weatherTool.execute` itself keeps Mastra's exact types.
  const result = await callTool(weatherTool, { location: 'Seattle' });
  console.log('execute({ location: "Seattle" }) ->', result);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
