// requiresApproval / approvalResumeSchemaJSON against a real Agent run: whether a
// `tool-call-approval` chunk is emitted, what the policies receive, and what gets logged.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRC } from '@mastra/core/request-context';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { approvalResumeSchemaJSON, requiresApproval } from '../../src/runtime/approval/approval';
import { createTool } from '../../src/tools';
import { RequestContext } from '../../src/request-context';
import { runAgent } from './support/runtime-blocks-harness';

type ToolCfg = [string, () => Record<string, unknown>];
const TOOL_CFGS: ToolCfg[] = [
  ['none', () => ({})],
  ['true', () => ({ requireApproval: true })],
  ['false', () => ({ requireApproval: false })],
  ["'yes'", () => ({ requireApproval: 'yes' })],
  ['fn → true', () => ({ requireApproval: async () => true })],
  ['fn → false', () => ({ requireApproval: () => false })],
  ['fn → 0', () => ({ requireApproval: () => 0 })],
  [
    'fn throws',
    () => ({
      requireApproval: () => {
        throw new Error('nope');
      },
    }),
  ],
  ['fn by args', () => ({ requireApproval: (a: any) => a.location === 'P' })],
];
type GlobalCfg = [string, unknown];
const GLOBALS: GlobalCfg[] = [
  ['unset', undefined],
  ['true', true],
  ['false', false],
  ['fn → false', () => false],
  ['fn → true', async () => true],
  [
    'fn throws',
    () => {
      throw new Error('g');
    },
  ],
];

const FLAVOURS = [
  { name: 'toolwright', createTool, RequestContext },
  { name: 'reference', createTool: refCreateTool, RequestContext: RefRC },
] as const;

async function agentVerdict(f: (typeof FLAVOURS)[number], toolCfg: Record<string, unknown>, global: unknown) {
  const tool = (f.createTool as any)({ id: 'w', description: 'd', inputSchema: z.object({ location: z.string() }), execute: async () => 'ok', ...toolCfg });
  const rc = new (f.RequestContext as any)({ userId: 'u' });
  // The agent's tool step logs through its own (console) logger: capture the console.
  const printed: string[] = [];
  const spies = (['error', 'log', 'warn', 'info', 'debug'] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation((...a: any[]) => {
      printed.push(a.map((x) => (x instanceof Error ? x.message : typeof x === 'string' ? x : JSON.stringify(x))).join(' '));
    }),
  );
  const run = await runAgent({
    tools: { weather: tool },
    calls: [{ toolName: 'weather', input: '{"location":"P"}' }],
    streamOptions: { requestContext: rc, ...(global === undefined ? {} : { requireToolApproval: global }) },
  });
  const approval = run.chunks.find((c: any) => c.type === 'tool-call-approval');
  spies.forEach((s) => s.mockRestore());
  const errors = [...run.logs.filter((l) => l[0] === 'error').map((l) => String(l[1])), ...printed];
  return { tool, required: !!approval, approval, errors };
}

describe('requiresApproval = the reference agent verdict', () => {
  for (const [tn, tcfg] of TOOL_CFGS) {
    for (const [gn, g] of GLOBALS) {
      it(`tool ${tn} / global ${gn}`, async () => {
        for (const f of FLAVOURS) {
          const observed = await agentVerdict(f, tcfg(), g);
          const logs: any[] = [];
          const ours = await requiresApproval({
            tool: observed.tool,
            args: { location: 'P' },
            toolName: 'weather',
            requestContext: new RequestContext({ userId: 'u' } as any) as any,
            globalPolicy: g,
            logger: { error: (m: string, e: unknown) => logs.push([m, e instanceof Error ? e.message : e]) },
          });
          expect(ours, f.name).toBe(observed.required);
          // Every message we log is logged by the agent too (the agent's console line embeds it).
          for (const [message, detail] of logs) {
            expect(
              observed.errors.some((line) => line.includes(message) && line.includes(detail)),
              `${f.name}: ${message}`,
            ).toBe(true);
          }
          expect(observed.errors.filter((l) => l.includes('Error evaluating')).length, f.name).toBe(logs.length);
          if (observed.approval) expect(observed.approval.payload.resumeSchema).toBe(approvalResumeSchemaJSON());
        }
      });
    }
  }

  it('policies receive the same arguments as in the agent', async () => {
    const seenAgent: any[] = [];
    const seenOurs: any[] = [];
    const mkFn = (sink: any[]) => (a: any, c: any) => {
      sink.push([a, c, Object.keys(c)]);
      return false;
    };
    const mkGlobal = (sink: any[]) => (c: any) => {
      sink.push(['global', c, Object.keys(c)]);
      return false;
    };
    const tool = refCreateTool({
      id: 'w',
      description: 'd',
      inputSchema: z.object({ location: z.string() }),
      requireApproval: mkFn(seenAgent) as any,
      execute: async () => 'ok',
    });
    const rc = new RefRC<any>({ userId: 'u' } as any);
    await runAgent({
      tools: { weather: tool },
      calls: [{ toolName: 'weather', input: '{"location":"P"}' }],
      streamOptions: { requestContext: rc, requireToolApproval: mkGlobal(seenAgent) },
    });
    await requiresApproval({
      tool: { requireApproval: mkFn(seenOurs) },
      args: { location: 'P' },
      toolName: 'weather',
      requestContext: new RequestContext({ userId: 'u', __mastra_requireToolApproval: true } as any) as any,
      globalPolicy: mkGlobal(seenOurs),
    });
    expect(seenOurs).toEqual(seenAgent);
    expect(seenOurs.map((s) => s[2])).toEqual([
      ['toolName', 'args', 'requestContext', 'workspace'],
      ['args', 'requestContext', 'workspace'],
    ]);
  });
});
