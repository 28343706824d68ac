/**
 * The global symbol that marks a Mastra tool. Mastra agents run any object carrying it as a
 * native tool; `Symbol.for` keeps it identical across module copies and bundles.
 * (Its own module so that `tool.ts` and `marker.ts` can both use it without an import cycle.)
 */
export const MASTRA_TOOL_MARKER: unique symbol = Symbol.for('mastra.core.tool.Tool') as never;
