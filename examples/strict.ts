/**
 * "Exemple avec des entrées de tool strictes": `strict: true` asks model providers that
 * support strict tool calls to generate arguments that match the schema exactly.
 *
 *   npm run build && npx tsx examples/strict.ts
 */
import { pathToFileURL } from 'node:url';
import { createTool, noopObserve } from 'toolwright/tools';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  strict: true,
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
});

export async function main(): Promise<void> {
  // `strict` is stored on the tool; the agent runtime (a Mastra agent, or the toolwright
  // runtime, coming) forwards it to model adapters that support strict tool calls and
  // ignores it elsewhere. It changes nothing when you call execute yourself.
  console.log(`${weatherTool.id}.strict =`, weatherTool.strict);

  // The JSON Schema a strict provider is asked to follow exactly.
  const jsonSchema = weatherTool.inputSchema?.['~standard'].jsonSchema.input({ target: 'draft-07' });
  console.log('Input JSON Schema:', JSON.stringify(jsonSchema));

  const result = await weatherTool.execute!({ location: 'Oslo' }, { observe: noopObserve });
  console.log('execute({ location: "Oslo" }) ->', result);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
