// The functions of @mastra/core that its public entries do not export, imported from its built
// chunks. Chunk file names carry a content hash and export letters are minified, so both change
// with every release: this file is the only place that names them, and it refuses to load
// against another version than the one they were read from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The @mastra/core version the chunk names and export letters below were read from. */
export const MASTRA_CORE_VERSION = '1.71.0';

const installed = (JSON.parse(readFileSync(join(import.meta.dirname, '../../../node_modules/@mastra/core/package.json'), 'utf8')) as { version: string })
  .version;
if (installed !== MASTRA_CORE_VERSION) {
  throw new Error(
    `test/parity/support/mastra-internals.ts was written for @mastra/core ${MASTRA_CORE_VERSION}, but ${installed} is installed: ` +
      'find the functions below in the new dist/ chunks and update their file names and export letters.',
  );
}

// Dynamic imports, so the version check above runs before a missing chunk could fail the load.
// @ts-expect-error untyped internal chunk
const toolChunk = await import('../../../node_modules/@mastra/core/dist/tool-D87M4CXT.js');
// @ts-expect-error untyped internal chunk
const agentChunk = await import('../../../node_modules/@mastra/core/dist/agent-BOxKOk3n.js');
// @ts-expect-error untyped internal chunk
const streamChunk = await import('../../../node_modules/@mastra/core/dist/stream-Dp72cAE0.js');
// @ts-expect-error untyped internal chunk
const payloadTransformChunk = await import('../../../node_modules/@mastra/core/dist/payload-transform-C4k4-WlM.js');

/** `validateToolSuspendData` (tool chunk, export `l`). */
export const refValidateToolSuspendData: any = toolChunk.l;
/** `normalizeModelOutput` (agent chunk, export `v`). */
export const refNormalizeModelOutput: any = agentChunk.v;
/** `convertFullStreamChunkToMastra` (stream chunk, export `a`). */
export const refConvertFullStreamChunk: any = streamChunk.a;
/** `transformForTargets` (payload-transform chunk, export `i`). */
export const refTransformForTargets: any = payloadTransformChunk.i;
/** `normalizePolicy` (payload-transform chunk, export `r`). */
export const refNormalizePolicy: any = payloadTransformChunk.r;

for (const [name, fn] of Object.entries({
  refValidateToolSuspendData,
  refNormalizeModelOutput,
  refConvertFullStreamChunk,
  refTransformForTargets,
  refNormalizePolicy,
})) {
  if (typeof fn !== 'function') throw new Error(`mastra-internals: ${name} is not a function in @mastra/core ${installed}`);
}
