/**
 * The weather tool with Valibot schemas ("Définir des schémas", Valibot tab).
 * Valibot schemas become Standard JSON Schemas through `toStandardJsonSchema`.
 *
 *   npm run build && npx tsx examples/valibot.ts
 */
import { pathToFileURL } from 'node:url';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { createTool, isValidationError, noopObserve } from 'toolwright/tools';
import * as v from 'valibot';

export const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Fetches weather for a location',
  inputSchema: toStandardJsonSchema(
    v.object({
      location: v.string(),
    }),
  ),
  outputSchema: toStandardJsonSchema(
    v.object({
      location: v.string(),
      temperatureCelsius: v.number(),
      conditions: v.string(),
    }),
  ),
  execute: async ({ location }) => {
    return { location, temperatureCelsius: 21, conditions: 'sunny' };
  },
});

export async function main(): Promise<void> {
  // The JSON Schema a model is shown for the tool's input.
  const jsonSchema = weatherTool.inputSchema?.['~standard'].jsonSchema.input({ target: 'draft-07' });
  console.log('Input JSON Schema:', JSON.stringify(jsonSchema));

  const result = await weatherTool.execute!({ location: 'Lyon' }, { observe: noopObserve });
  console.log('execute({ location: "Lyon" }) ->', result);

  // A model may send arguments of the wrong type: the tool returns a ValidationError
  // (with Valibot's messages) instead of running execute.
  const bad = await weatherTool.execute!({ location: 42 } as unknown as { location: string }, { observe: noopObserve });
  if (isValidationError(bad)) console.log('execute({ location: 42 }) -> validation error:\n' + bad.message);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
