// The tools every wire of the contract matrix serves: one per behaviour a scenario needs. Each
// counts its execute runs in the probe it is built with, so a driver reads how often the tool
// body ran, whatever the wire (the BullMQ worker runs in this process too).
import { z } from 'zod';
import { createTool } from '../../src/tools';

/** What the tools record while a scenario runs. */
export interface Probe {
  /** How many times an execute body started, per tool id. */
  runs: Record<string, number>;
  /** The `context.idempotencyKey` of each run of the tools that read it, in order. */
  keys: unknown[];
}

/** A secret a thrown error carries in its own fields: it must never reach a model or a client. */
export const SECRET = 'SECRET-7f3a';

/** Tool-definition options a wire adds to every tool (BullMQ: `background`). */
export type ToolExtras = Record<string, unknown>;

function ran(probe: Probe, id: string): void {
  probe.runs[id] = (probe.runs[id] ?? 0) + 1;
}

const order = z.object({ orderId: z.string().min(1) });
const refund = z.object({ orderId: z.string().min(1), amountEur: z.number() });

/** The result of the `bulk` tool: a little over 1 MB of JSON, about an order's 10,000 lines. */
export function bulkResult(orderId: string) {
  return { orderId, lines: Array.from({ length: 10_000 }, (_, line) => ({ line, sku: `SKU-${line}`, note: 'n'.repeat(70) })) };
}

/** How long the `bulk` tool's result is as JSON text. */
export const BULK_RESULT_LENGTH = JSON.stringify(bulkResult('A1')).length;

/** The matrix's tools, keyed by the names the model calls. */
export function contractTools(probe: Probe, extras: ToolExtras = {}) {
  return {
    lookup: createTool({
      id: 'lookup',
      description: 'Looks an order up',
      inputSchema: order,
      ...extras,
      execute: async ({ orderId }) => {
        ran(probe, 'lookup');
        return { orderId, status: 'shipped' };
      },
    }),
    refund: createTool({
      id: 'refund',
      description: 'Refunds an order, after a yes',
      inputSchema: refund,
      requireApproval: true,
      ...extras,
      execute: async ({ orderId, amountEur }) => {
        ran(probe, 'refund');
        return { orderId, refunded: amountEur };
      },
    }),
    smallRefund: createTool({
      id: 'smallRefund',
      description: 'Refunds up to 100 EUR without asking',
      inputSchema: refund,
      requireApproval: (args: { amountEur: number }) => args.amountEur > 100,
      ...extras,
      execute: async ({ orderId, amountEur }) => {
        ran(probe, 'smallRefund');
        return { orderId, refunded: amountEur };
      },
    }),
    crash: createTool({
      id: 'crash',
      description: 'Calls an API that refuses',
      inputSchema: order,
      ...extras,
      execute: async () => {
        ran(probe, 'crash');
        // As an HTTP client's error looks: the request's headers and a password in its own fields.
        throw Object.assign(new Error('Request failed with status code 401', { cause: new Error(`token ${SECRET} expired`) }), {
          config: { headers: { Authorization: `Bearer ${SECRET}` } },
          password: SECRET,
        });
      },
    }),
    broken: createTool({
      id: 'broken',
      description: 'Returns what its outputSchema refuses',
      inputSchema: order,
      outputSchema: z.object({ total: z.number() }),
      ...extras,
      execute: async () => {
        ran(probe, 'broken');
        return { total: 'many' } as never;
      },
    }),
    summary: createTool({
      id: 'summary',
      description: 'Refunds and tells the model in a sentence',
      inputSchema: refund,
      ...extras,
      execute: async ({ orderId, amountEur }) => {
        ran(probe, 'summary');
        return { orderId, refunded: amountEur };
      },
      toModelOutput: (output) => {
        const { orderId, refunded } = output as { orderId: string; refunded: number };
        return { type: 'text', value: `Refunded ${refunded} EUR on order ${orderId}.` };
      },
    }),
    masked: createTool({
      id: 'masked',
      description: 'Looks an account up; toModelOutput hides its internal field',
      inputSchema: order,
      ...extras,
      execute: async ({ orderId }) => {
        ran(probe, 'masked');
        return { orderId, internal: SECRET };
      },
      // Written to keep `internal` from the model, and broken: the raw result must not go out instead.
      toModelOutput: () => {
        throw new Error('mapper broke');
      },
    }),
    confirm: createTool({
      id: 'confirm',
      description: 'Asks before it goes on',
      inputSchema: order,
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ confirmed: z.boolean() }),
      ...extras,
      execute: async ({ orderId }, ctx) => {
        ran(probe, 'confirm');
        const resumeData = ctx.agent?.resumeData as { confirmed: boolean } | undefined;
        if (!resumeData) return ctx.agent!.suspend({ question: `Cancel order ${orderId}?` });
        return { orderId, confirmed: resumeData.confirmed };
      },
    }),
    bulk: createTool({
      id: 'bulk',
      description: 'Returns every line of an order: far more than a model should read',
      inputSchema: order,
      ...extras,
      execute: async ({ orderId }) => {
        ran(probe, 'bulk');
        return bulkResult(orderId);
      },
    }),
    scoped: createTool({
      id: 'scoped',
      description: 'Needs a tenant in its request context',
      inputSchema: order,
      requestContextSchema: z.object({ tenant: z.string() }),
      ...extras,
      execute: async ({ orderId }, ctx) => {
        ran(probe, 'scoped');
        return { orderId, tenant: ctx.requestContext?.get('tenant') };
      },
    }),
    keyed: createTool({
      id: 'keyed',
      description: "Charges an order once, after a yes, under the call's idempotency key",
      inputSchema: refund,
      requireApproval: true,
      ...extras,
      execute: async ({ orderId, amountEur }, ctx) => {
        ran(probe, 'keyed');
        probe.keys.push(ctx.idempotencyKey);
        return { orderId, charged: amountEur };
      },
    }),
    keyedConfirm: createTool({
      id: 'keyedConfirm',
      description: "Charges an order after a yes and a confirmation, under the call's idempotency key",
      inputSchema: refund,
      requireApproval: true,
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ confirmed: z.boolean() }),
      ...extras,
      execute: async ({ orderId, amountEur }, ctx) => {
        ran(probe, 'keyedConfirm');
        probe.keys.push(ctx.idempotencyKey);
        const resumeData = ctx.agent?.resumeData as { confirmed: boolean } | undefined;
        if (!resumeData) return ctx.agent!.suspend({ question: `Charge ${amountEur} EUR on order ${orderId}?` });
        return { orderId, charged: amountEur, confirmed: resumeData.confirmed };
      },
    }),
  };
}

/** The tool set's type. */
export type ContractTools = ReturnType<typeof contractTools>;
