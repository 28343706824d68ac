/**
 * "Exemple avec des annotations MCP": hints and metadata for MCP clients, grouped under `mcp`.
 *
 *   npm run build && npx tsx examples/mcp-annotations.ts
 */
import { pathToFileURL } from 'node:url';
import { createTool, noopObserve } from 'toolwright/tools';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: z.object({
    location: z.string().describe('City name or coordinates'),
  }),
  outputSchema: z.object({
    location: z.string(),
    temperatureCelsius: z.number(),
    conditions: z.string(),
  }),
  // MCP-specific properties
  mcp: {
    // Annotations for client behavior hints
    annotations: {
      title: 'Weather Lookup', // Human-readable display name
      readOnlyHint: true, // Tool doesn't modify environment
      destructiveHint: false, // Tool doesn't perform destructive updates
      idempotentHint: true, // Same args = same result
      openWorldHint: true, // Interacts with external API
    },
    // Custom metadata for client-specific functionality
    _meta: {
      version: '1.0.0',
      category: 'weather',
    },
  },
  execute: async ({ location }) => {
    return {
      location,
      temperatureCelsius: 21,
      conditions: 'sunny',
    };
  },
});

export async function main(): Promise<void> {
  // An MCP server lists the tool with these annotations and _meta passed through unchanged.
  // Here is roughly what a `tools/list` entry would carry (built by hand: no MCP server runs).
  const listing = {
    name: weatherTool.id,
    description: weatherTool.description,
    inputSchema: weatherTool.inputSchema?.['~standard'].jsonSchema.input({ target: 'draft-07' }),
    annotations: weatherTool.mcp?.annotations,
    _meta: weatherTool.mcp?._meta,
  };
  console.log('MCP tools/list entry:', JSON.stringify(listing, null, 2));

  const result = await weatherTool.execute!({ location: '47.6,-122.3' }, { observe: noopObserve });
  console.log('execute({ location: "47.6,-122.3" }) ->', result);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
