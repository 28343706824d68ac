/**
 * A wire for a made-up peer, "Hoot", a chat app that runs bot tools (the guide "Write your own
 * wire" walks through it). Hoot lists the tools, sends each call as `{ id, tool, input }` with the
 * arguments as JSON text, can ask its user a question, and expects `{ id, ok, text }` back.
 *
 *   npm run build && npx tsx examples/custom-wire.ts
 */
import { pathToFileURL } from 'node:url';
import type { ApprovalHandler, RuntimeTool, ToolCallRecord } from 'toolwright/runtime';
import { createTool, isValidationError } from 'toolwright/tools';
import { runWireToolCall, toModelTool, toolMayNeedApproval, type WireHost } from 'toolwright/wire';
import { z } from 'zod';

/** Hoot's side: the call it sends, the answer it expects, the question it can ask its user. */
export type HootCall = { id: string; tool: string; input: string };
export type HootAnswer = { id: string; ok: boolean; text: string };
export type HootPeer = { ask: (question: string) => Promise<string> };

/** What Hoot already does around a call: it runs the tool as soon as it sends the call. */
const HOOT: WireHost = { callsExecuteAtOnce: true };

/** The wire: Hoot's tool list, and one answer per call, each call run by the engine. */
export function hootWire(tools: Record<string, RuntimeTool>, peer: HootPeer) {
  // The engine validates the arguments first, so Hoot's user is asked only about a call that can
  // run. Only a plain "yes" approves; any other reply, or a question that fails, declines.
  const approval: ApprovalHandler = async ({ toolName, args }) => (await peer.ask(`Run ${toolName} with ${JSON.stringify(args)}?`)).trim() === 'yes';
  return {
    list: () =>
      Object.entries(tools).map(([name, tool]) => {
        const { description, inputSchema } = toModelTool(name, tool);
        return { name, description, inputSchema, asksFirst: toolMayNeedApproval(tool) };
      }),
    async call({ id, tool, input }: HootCall): Promise<HootAnswer> {
      const record = await runWireToolCall(tools, { toolCallId: id, toolName: tool, argsText: input }, { approval }, HOOT);
      return toHootAnswer(id, record);
    },
  };
}

/** The record as Hoot's answer: the text the model gets, `ok` only when the tool did its job. */
function toHootAnswer(id: string, record: ToolCallRecord): HootAnswer {
  const { value } = record.modelOutput as { value: unknown };
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (record.status === 'completed') return { id, ok: !isValidationError(record.result), text };
  if (record.status === 'declined' || record.status === 'failed' || record.status === 'aborted') return { id, ok: false, text };
  // Hoot cannot hold a call open (approval-required, suspended, pending): refuse it.
  return { id, ok: false, text: `${record.toolName} cannot finish in Hoot.` };
}

export const refunds: string[] = [];
const refund = createTool({
  id: 'refund',
  description: 'Refunds part of an order',
  inputSchema: z.object({ orderId: z.string(), cents: z.number().int().positive() }),
  requireApproval: true,
  execute: async ({ orderId, cents }) => {
    refunds.push(`${orderId}:${cents}`);
    return { refunded: cents };
  },
});

export async function main(): Promise<void> {
  refunds.length = 0;
  const replies = ['maybe', 'leaves', 'yes']; // Hoot's user, scripted
  async function ask(question: string): Promise<string> {
    const reply = replies.shift() ?? 'no';
    console.log('  Hoot asks:', question, '->', reply);
    if (reply === 'leaves') throw new Error('the user left');
    return reply;
  }
  const hoot = hootWire({ refund }, { ask });
  console.log('tools:', JSON.stringify(hoot.list()));
  for (const [id, cents] of Object.entries({ 1: -5, 2: 500, 3: 500, 4: 500 })) {
    console.log(`call ${id}:`, await hoot.call({ id, tool: 'refund', input: JSON.stringify({ orderId: 'A1', cents }) }));
  }
  console.log('refunds made:', refunds);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
