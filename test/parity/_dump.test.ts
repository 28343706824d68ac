import { it } from 'vitest';
import { runMastra } from './agent-harness';
import { SCENARIOS } from './runtime-agent-scenarios';
it('dump', async () => {
  const only = process.env.ONLY;
  for (const s of SCENARIOS) {
    if (only && !s.name.includes(only)) continue;
    const o: any = await runMastra(s);
    delete o.contextKeys; delete o.agentKeys;
    const strip = (v: any): any => JSON.parse(JSON.stringify(v, (k, x) => (k === 'messages' ? '<msgs>' : x)));
    process.stdout.write('\n##### ' + s.name + '\n' + JSON.stringify(strip(o)) + '\n');
  }
}, 60000);
