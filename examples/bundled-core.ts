/**
 * Tools for a bundled app (an edge worker, a browser): `toolwright/tools/core` builds in the
 * schemas that carry their own JSON Schema (zod 4 here); a plain JSON Schema tool needs one
 * import, `toolwright/tools/json-schema`.
 *
 *   npm run build && npx tsx examples/bundled-core.ts
 */
import { pathToFileURL } from 'node:url';
import { createTool, isValidationError, noopObserve } from 'toolwright/tools/core';
import 'toolwright/tools/json-schema';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Fetches weather for a location',
  inputSchema: z.object({ location: z.string() }),
  execute: async ({ location }) => ({ location, temperatureCelsius: 21 }),
});

// A schema from configuration, as plain JSON Schema: validated by the Ajv-compatible validator.
export const forecastTool = createTool({
  id: 'forecast-tool',
  description: 'Forecast for a number of days',
  inputSchema: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 7 } }, required: ['days'] },
  execute: async (input) => ({ days: (input as { days: number }).days, outlook: 'sunny' }),
});

export async function main(): Promise<void> {
  console.log('weather:', await weatherTool.execute!({ location: 'Lyon' }, { observe: noopObserve }));
  console.log('forecast:', await forecastTool.execute!({ days: 3 }, { observe: noopObserve }));
  const bad = await forecastTool.execute!({ days: 9 }, { observe: noopObserve });
  if (isValidationError(bad)) console.log('forecast({ days: 9 }) -> validation error:\n' + bad.message);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
