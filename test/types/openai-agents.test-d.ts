/**
 * A converted OpenAI Agents tool is typed as the SDK's own `tool()` types one: its run context
 * (from the tool's `requestContextSchema`), the input `needsApproval` receives, and the `Agent`
 * it is given to. Each assertion runs on a native tool and on a converted one.
 */
import { Agent, type FunctionTool, type RunContext, type StandardSchemaWithJSON, tool } from '@openai/agents';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { type OpenAIAgentsToolOf, type OpenAIAgentsToolResult, toOpenAIAgentsTool, toOpenAIAgentsTools } from '../../src/openai-agents';
import { createTool } from '../../src/tools';

const refundInput = z.object({ orderId: z.string(), cents: z.number() });
const refund = createTool({ id: 'refund', description: 'Refunds', inputSchema: refundInput, execute: async ({ orderId }) => orderId });
const account = createTool({
  id: 'account',
  description: 'The account',
  inputSchema: z.object({ field: z.string() }),
  requestContextSchema: z.object({ tenant: z.string() }),
  execute: async ({ field }, context) => `${context.requestContext?.get('tenant')}:${field}`,
});
const nativeRefund = tool({ name: 'refund', description: 'Refunds', parameters: refundInput, execute: async ({ orderId }) => orderId });
const nativeAccount = tool({
  name: 'account',
  description: 'The account',
  parameters: z.object({ field: z.string() }),
  execute: async ({ field }, runContext?: RunContext<{ tenant: string }>) => `${runContext?.context.tenant}:${field}`,
});

const ours = toOpenAIAgentsTool(refund);
const acct = toOpenAIAgentsTool(account);

describe('toOpenAIAgentsTool types a tool as the SDK’s tool() does', () => {
  test('not FunctionTool<any, any, any>', () => {
    expectTypeOf(ours).not.toBeAny();
    expectTypeOf(ours).toEqualTypeOf<FunctionTool<unknown, StandardSchemaWithJSON<{ orderId: string; cents: number }>, OpenAIAgentsToolResult>>();
    expectTypeOf(ours).toEqualTypeOf<OpenAIAgentsToolOf<typeof refund>>();
  });

  test('needsApproval receives the arguments as the schema types them', () => {
    expectTypeOf<Parameters<typeof nativeRefund.needsApproval>[1]>().toEqualTypeOf<{ orderId: string; cents: number }>();
    expectTypeOf<Parameters<typeof ours.needsApproval>[1]>().toEqualTypeOf<{ orderId: string; cents: number }>();
  });

  test('the run context: unknown without a requestContextSchema, the schema’s type with one', () => {
    expectTypeOf<Parameters<typeof nativeRefund.invoke>[0]>().toEqualTypeOf<RunContext<unknown>>();
    expectTypeOf<Parameters<typeof ours.invoke>[0]>().toEqualTypeOf<RunContext<unknown>>();
    expectTypeOf<Parameters<typeof nativeAccount.invoke>[0]>().toEqualTypeOf<RunContext<{ tenant: string }>>();
    expectTypeOf<Parameters<typeof acct.invoke>[0]>().toEqualTypeOf<RunContext<{ tenant: string }>>();
  });

  test('name, type, the JSON parameters and strict: the same members as a native tool', () => {
    expectTypeOf(ours.name).toEqualTypeOf(nativeRefund.name);
    expectTypeOf(ours.type).toEqualTypeOf(nativeRefund.type);
    expectTypeOf(ours.parameters).toEqualTypeOf(nativeRefund.parameters);
    expectTypeOf(ours.strict).toEqualTypeOf(nativeRefund.strict);
    expectTypeOf(ours.isEnabled).toEqualTypeOf<typeof nativeRefund.isEnabled>();
  });

  test('invoke resolves to the model output the engine wrote', () => {
    expectTypeOf(nativeRefund.invoke).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(ours.invoke).returns.resolves.toEqualTypeOf<string | OpenAIAgentsToolResult>();
  });
});

describe('an Agent takes its context from the tools, as for native tools', () => {
  test('an agent of only these tools is not Agent<any>', () => {
    const native = new Agent({ name: 'a', tools: [nativeRefund] });
    const agent = new Agent({ name: 'a', tools: [ours] });
    expectTypeOf(native).toEqualTypeOf<Agent<unknown, 'text'>>();
    expectTypeOf(agent).toEqualTypeOf<Agent<unknown, 'text'>>();
    expectTypeOf(agent).not.toEqualTypeOf<Agent<any, 'text'>>();
  });

  test('a tool that needs a request context makes the agent need it', () => {
    const native = new Agent({ name: 'a', tools: [nativeAccount] });
    const agent = new Agent({ name: 'a', tools: [acct] });
    expectTypeOf(native).toEqualTypeOf<Agent<{ tenant: string }, 'text'>>();
    expectTypeOf(agent).toEqualTypeOf<Agent<{ tenant: string }, 'text'>>();
    new Agent<{ tenant: string }>({ name: 'a', tools: [nativeAccount] });
    new Agent<{ tenant: string }>({ name: 'a', tools: [acct] });
  });

  test('an agent of another context refuses the tool', () => {
    // @ts-expect-error the tool reads { tenant: string } from the run context
    new Agent<{ other: number }>({ name: 'a', tools: [nativeAccount] });
    // @ts-expect-error the tool's requestContextSchema needs { tenant: string }
    new Agent<{ other: number }>({ name: 'a', tools: [toOpenAIAgentsTool(account)] });
    // @ts-expect-error the same, through a record
    new Agent<{ other: number }>({ name: 'a', tools: toOpenAIAgentsTools({ account }) });
  });
});

describe('toOpenAIAgentsTools keeps the tools’ types', () => {
  test('a record: one tool type, its context what every tool takes, its parameters any tool’s arguments', () => {
    expectTypeOf(toOpenAIAgentsTools({ refund, account })).toEqualTypeOf<
      Array<FunctionTool<{ tenant: string }, StandardSchemaWithJSON<{ orderId: string; cents: number } | { field: string }>, OpenAIAgentsToolResult>>
    >();
    expectTypeOf(toOpenAIAgentsTools({ refund })).toEqualTypeOf<Array<OpenAIAgentsToolOf<typeof refund>>>();
  });

  test('an agent of a record’s tools needs the context its tools need', () => {
    expectTypeOf(new Agent({ name: 'a', tools: toOpenAIAgentsTools({ refund, account }) })).toEqualTypeOf<Agent<{ tenant: string }, 'text'>>();
    expectTypeOf(new Agent({ name: 'a', tools: toOpenAIAgentsTools({ refund }) })).toEqualTypeOf<Agent<unknown, 'text'>>();
    new Agent<{ tenant: string }>({ name: 'a', tools: toOpenAIAgentsTools({ refund, account }) });
    // @ts-expect-error one of the tools needs { tenant: string }
    new Agent<{ other: number }>({ name: 'a', tools: toOpenAIAgentsTools({ refund, account }) });
  });
});
