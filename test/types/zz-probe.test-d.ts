import type { ToolExecutionContext as RefCtx } from '@mastra/core/tools';
import { z } from 'zod';
import { createTool } from '../../src/tools';
const weather = createTool({
  id: 'weather', description: 'd',
  inputSchema: z.object({ city: z.string() }),
  requestContextSchema: z.object({ userId: z.string() }),
  suspendSchema: z.object({ reason: z.string() }),
  resumeSchema: z.object({ ok: z.boolean() }),
  execute: async ({ city }) => city,
});
type Ours = NonNullable<Parameters<NonNullable<(typeof weather)['execute']>>[1]>;
const t: Omit<Ours, 'requestContext'> = {} as Omit<RefCtx<{ reason: string }, { ok: boolean }, any>, 'requestContext'>;
const u: Ours = {} as RefCtx<{ reason: string }, { ok: boolean }, { userId: string }>;
void [t, u];
