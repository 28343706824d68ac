/**
 * `requestContextSchema`: the request context (per-request values such as the user id) is
 * validated before execute runs, and `requestContext.get()` is typed from the schema.
 * When a value is missing or wrong, execute does not run and a ValidationError comes back.
 *
 *   npm run build && npx tsx examples/request-context.ts
 */
import { pathToFileURL } from 'node:url';
import { RequestContext } from 'toolwright/request-context';
import { createTool, isValidationError, noopObserve } from 'toolwright/tools';
import { z } from 'zod';

const requestContextSchema = z.object({
  userId: z.string(),
  plan: z.enum(['free', 'pro']),
});
type Request = z.infer<typeof requestContextSchema>;

// Fake data instead of a database.
const ORDERS: Record<string, string[]> = {
  'user-7': ['#1001 espresso machine', '#1002 coffee beans (1 kg)'],
};

export const ordersTool = createTool({
  id: 'list-orders',
  description: "Lists the signed-in user's recent orders",
  inputSchema: z.object({ limit: z.number().int().positive().default(5) }),
  outputSchema: z.object({ userId: z.string(), orders: z.array(z.string()) }),
  requestContextSchema,
  execute: async ({ limit }, { requestContext }) => {
    const userId = requestContext.get('userId'); // typed: string
    const plan = requestContext.get('plan'); // typed: 'free' | 'pro'
    const max = plan === 'pro' ? limit : Math.min(limit, 1);
    return { userId, orders: (ORDERS[userId] ?? []).slice(0, max) };
  },
});

export async function main(): Promise<void> {
  // The caller (your server, or an agent) fills the request context for each request.
  const requestContext = new RequestContext<Request>();
  requestContext.set('userId', 'user-7');
  requestContext.set('plan', 'pro');
  const result = await ordersTool.execute!({ limit: 5 }, { requestContext, observe: noopObserve });
  console.log('With userId and plan ->', result);

  // `plan` is missing: the request context fails validation and execute never runs.
  const incomplete = new RequestContext<Request>();
  incomplete.set('userId', 'user-7');
  const failed = await ordersTool.execute!({ limit: 5 }, { requestContext: incomplete, observe: noopObserve });
  if (isValidationError(failed)) console.log('Without plan -> validation error:\n' + failed.message);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
