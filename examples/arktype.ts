/**
 * The weather tool with ArkType schemas ("Définir des schémas", ArkType tab).
 * ArkType types implement Standard JSON Schema natively, so they are passed as they are.
 *
 *   npm run build && npx tsx examples/arktype.ts
 */
import { pathToFileURL } from 'node:url';
import { type } from 'arktype';
import { createTool, isValidationError, noopObserve } from 'toolwright/tools';

export const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Fetches weather for a location',
  inputSchema: type({
    location: 'string',
  }),
  outputSchema: type({
    location: 'string',
    temperatureCelsius: 'number',
    conditions: 'string',
  }),
  execute: async ({ location }) => {
    return { location, temperatureCelsius: 21, conditions: 'sunny' };
  },
});

export async function main(): Promise<void> {
  // The JSON Schema a model is shown for the tool's input.
  const jsonSchema = weatherTool.inputSchema?.['~standard'].jsonSchema.input({ target: 'draft-07' });
  console.log('Input JSON Schema:', JSON.stringify(jsonSchema));

  const result = await weatherTool.execute!({ location: 'Montréal' }, { observe: noopObserve });
  console.log('execute({ location: "Montréal" }) ->', result);

  // Wrong arguments come back as a ValidationError carrying ArkType's messages.
  const bad = await weatherTool.execute!({} as { location: string }, { observe: noopObserve });
  if (isValidationError(bad)) console.log('execute({}) -> validation error:\n' + bad.message);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
