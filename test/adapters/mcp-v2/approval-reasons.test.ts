// The answer to an approval-gated call from a client that cannot be asked names the real
// cause, for each combination of the client's capability, the server's statefulness and the
// protocol era, on both entries, with real SDK clients over HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { createMcpHttpHandler as createV1Handler } from '../../../src/mcp';
import { createMcpHttpHandler as createV2Handler } from '../../../src/mcp-v2';
import { createTool } from '../../../src/tools';
import { type ClientKind, connectHttp, serve } from './helpers';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const ran: unknown[] = [];
const tools = {
  publish: createTool({
    id: 'publish',
    description: 'Publishes',
    requireApproval: true,
    execute: async () => {
      ran.push('publish');
      return 'published';
    },
  }),
};

const UNDECLARED =
  'Tool "publish" requires approval before it runs, and this client cannot be asked: it did not declare the elicitation capability (form mode), and the server has no approval handler. The tool did not run. Declare elicitation (form mode) in the client, or give the server an `approval` handler.';
const stateless = (sessions: string) =>
  `Tool "publish" requires approval before it runs, and this exchange cannot ask anything: on stateless HTTP a 2025-era exchange ends with its answer, so the server cannot send the client a question, whatever capabilities the client declared. The server has no approval handler, so the tool did not run. To approve it, serve with sessions (${sessions}), use protocol 2026-07-28 (toolwright/mcp/v2: its questions travel in the answer, over stateless HTTP too), or give the server an \`approval\` handler.`;
const STATELESS_V1 = stateless("`toolwright mcp --stateful`, or `sessions: 'stateful'`");
const STATELESS_V2 = stateless("`toolwright mcp --stateful`, or `legacy: 'stateful'`");

type Entry = 'toolwright/mcp' | 'toolwright/mcp/v2';
type Row = [entry: Entry, state: 'stateless' | 'stateful', era: '2025' | '2026-07-28', declares: boolean, expected: 'asked' | string];

const rows: Row[] = [
  ['toolwright/mcp', 'stateful', '2025', true, 'asked'],
  ['toolwright/mcp', 'stateful', '2025', false, UNDECLARED],
  ['toolwright/mcp', 'stateless', '2025', true, STATELESS_V1],
  ['toolwright/mcp', 'stateless', '2025', false, STATELESS_V1],
  ['toolwright/mcp/v2', 'stateful', '2025', true, 'asked'],
  ['toolwright/mcp/v2', 'stateful', '2025', false, UNDECLARED],
  ['toolwright/mcp/v2', 'stateless', '2025', true, STATELESS_V2],
  ['toolwright/mcp/v2', 'stateless', '2025', false, STATELESS_V2],
  // 2026-07-28 has no sessions: the server's `legacy` setting does not apply to it.
  ['toolwright/mcp/v2', 'stateful', '2026-07-28', true, 'asked'],
  ['toolwright/mcp/v2', 'stateful', '2026-07-28', false, UNDECLARED],
  ['toolwright/mcp/v2', 'stateless', '2026-07-28', true, 'asked'],
  ['toolwright/mcp/v2', 'stateless', '2026-07-28', false, UNDECLARED],
];

function handlerFor(entry: Entry, state: 'stateless' | 'stateful') {
  const info = { name: 'approvals', version: '1.0.0' };
  return entry === 'toolwright/mcp' ? createV1Handler(tools, { ...info, sessions: state }) : createV2Handler(tools, { ...info, legacy: state });
}

describe('the answer to a gated call from a client that cannot be asked', () => {
  it.each(rows)('%s, %s, protocol %s, elicitation declared: %s', async (entry, state, era, declares, expected) => {
    ran.length = 0;
    const handle = handlerFor(entry, state);
    const http = await serve(handle);
    closers.push(async () => {
      await handle.close();
      await http.close();
    });
    const asked: Array<Record<string, unknown>> = [];
    const kind: ClientKind = era === '2025' ? 'v1' : 'v2-pinned';
    const client = await connectHttp(
      kind,
      http.url,
      declares ? { elicitation: { asked, answer: () => ({ action: 'accept', content: { approved: true } }) } } : {},
    );
    closers.push(() => client.close());
    expect(client.protocolVersion() === '2026-07-28').toBe(era === '2026-07-28');
    const result = await client.callTool({ name: 'publish', arguments: {} });
    if (expected === 'asked') {
      expect(asked).toHaveLength(1);
      expect(result).toMatchObject({ isError: false });
      expect(ran).toEqual(['publish']);
    } else {
      expect(asked).toEqual([]);
      expect(result).toMatchObject({ content: [{ type: 'text', text: expected }], isError: true });
      expect(result['content']).toHaveLength(1);
      expect(ran).toEqual([]);
    }
  });
});
