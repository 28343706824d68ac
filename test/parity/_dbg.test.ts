import { it } from 'vitest';
import { z } from 'zod';
import { runMastra, recordingHooks } from './agent-harness';
it('dbg', async () => {
  const orig = JSON.parse;
  (JSON as any).parse = function (t: any, ...r: any[]) {
    if (typeof t === 'string' && t.includes('location') && !t.includes('mappings')) process.stdout.write('\nPARSE ' + t + '\n' + new Error().stack!.split('\n').slice(1, 6).join('\n') + '\n');
    return (orig as any).call(JSON, t, ...r);
  };
  const origErr = console.error;
  console.error = (...a: any[]) => { process.stdout.write('\nCONSOLE.ERROR ' + a.map(String).join(' ') + '\n'); };
  try {
    const o: any = await runMastra({ name: 'x', call: { deltas: ['{"location":"Q"}'], input: '{"location":"P"}' }, tool: (ct, rec) => ct({ id: 'weather-tool', description: 'W', inputSchema: z.object({ location: z.string() }), ...recordingHooks(rec), execute: async () => 1 }) });
    process.stdout.write(JSON.stringify(o.chunks) + '\n');
  } finally { (JSON as any).parse = orig; console.error = origErr; }
});
