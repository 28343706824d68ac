import { it } from 'vitest';
import { z } from 'zod';
import { runMastra, recordingHooks, recordExecute } from './agent-harness';
it('dump', async () => {
  for (const call of [{ deltas: [], input: "{location:'P',}" }, { deltas: ["{location:'P',}"], input: '{"location":"Q"}' }, { deltas: ['{"location":"Q"}'], input: "{location:'P',}" }, { deltas: [], input: '{"location":' }, { deltas: [], input: '' }]) {
    const o: any = await runMastra({ name: 'x', call, tool: (ct, rec) => ct({ id: 'weather-tool', description: 'Get the weather', inputSchema: z.object({ location: z.string() }), ...recordingHooks(rec),
      execute: async (a: any, ctx: any) => { recordExecute(rec, a, ctx); return { temp: 21 }; } }) });
    process.stdout.write('\n#### ' + JSON.stringify(call) + '\n' + JSON.stringify(o.chunks.filter((c: any) => c.type !== 'tool-call-delta')) + ' ' + JSON.stringify(o.modelOutput) + '\n');
  }
});
