/**
 * `npm run demo`: a quick tour of toolwright's createTool.
 *   1. a tool executing
 *   2. a validation error
 *   3. a typed request context, and a missing value failing
 *   4. suspend and resume
 * No network: every tool uses fake data.
 */
import { pathToFileURL } from 'node:url';
import { RequestContext } from 'toolwright/request-context';
import { createTool, isValidationError, noopObserve } from 'toolwright/tools';
import { z } from 'zod';

function section(title: string): void {
  console.log(`\n=== ${title} ===`);
}

// The context an agent would pass to execute; `observe` is the one member always present.
const observe = noopObserve;

export const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: z.object({ location: z.string().min(1) }),
  outputSchema: z.object({ location: z.string(), temperatureCelsius: z.number(), conditions: z.string() }),
  execute: async ({ location }) => ({ location, temperatureCelsius: 21, conditions: 'sunny' }),
});

const accountContext = z.object({ userId: z.string(), locale: z.enum(['en', 'fr']) });

export const greetTool = createTool({
  id: 'greet-user',
  description: 'Greets the signed-in user in their language',
  inputSchema: z.object({}),
  outputSchema: z.object({ greeting: z.string() }),
  requestContextSchema: accountContext,
  execute: async (_input, { requestContext }) => {
    const userId = requestContext.get('userId'); // string
    const locale = requestContext.get('locale'); // 'en' | 'fr'
    return { greeting: locale === 'fr' ? `Bonjour ${userId} !` : `Hello ${userId}!` };
  },
});

export const deleteFileTool = createTool({
  id: 'delete-file',
  description: 'Deletes a file, after the user confirms',
  inputSchema: z.object({ path: z.string() }),
  outputSchema: z.object({ deleted: z.boolean(), path: z.string() }),
  suspendSchema: z.object({ message: z.string() }),
  resumeSchema: z.object({ confirmed: z.boolean() }),
  // Under an agent, suspend/resumeData live in context.agent (context.workflow in a workflow).
  execute: async ({ path }, { agent }) => {
    if (!agent?.resumeData) {
      await agent?.suspend({ message: `Really delete ${path}?` });
      return;
    }
    // A real tool would delete the file here.
    return { deleted: agent.resumeData.confirmed, path };
  },
});

export async function main(): Promise<void> {
  console.log('toolwright demo: createTool() without an agent, calling tools directly.');

  section('1. Executing a tool');
  const weather = await weatherTool.execute!({ location: 'Paris' }, { observe });
  console.log('weather-tool({ location: "Paris" }) ->', weather);

  section('2. A validation error');
  // Models sometimes send bad arguments. The tool does not throw: it returns a
  // ValidationError that an agent sends back to the model so it can retry.
  const invalid = await weatherTool.execute!({ location: '' }, { observe });
  if (isValidationError(invalid)) {
    console.log('weather-tool({ location: "" }) -> ValidationError');
    console.log(invalid.message);
  } else {
    console.log('unexpected: no validation error', invalid);
  }

  section('3. Request context');
  const requestContext = new RequestContext<z.infer<typeof accountContext>>();
  requestContext.set('userId', 'camille');
  requestContext.set('locale', 'fr');
  console.log('greet-user with { userId: "camille", locale: "fr" } ->', await greetTool.execute!({}, { requestContext, observe }));

  const missing = new RequestContext<z.infer<typeof accountContext>>();
  missing.set('userId', 'camille');
  const failed = await greetTool.execute!({}, { requestContext: missing, observe });
  if (isValidationError(failed)) {
    console.log('greet-user without locale -> ValidationError');
    console.log(failed.message);
  } else {
    console.log('unexpected: no validation error', failed);
  }

  section('4. Suspend and resume');
  // An agent provides context.agent.suspend and later resumes with the user's answer.
  // Here we play the agent: `suspend` only records the payload. (toolwright/runtime does this
  // for real, with JSON tickets: see examples/suspend-resume.ts.)
  const payloads: Array<{ message: string }> = [];
  const agent = {
    agentId: 'demo',
    toolCallId: 'call-1',
    messages: [],
    suspend: async (payload: { message: string }) => {
      payloads.push(payload);
    },
  };
  const first = await deleteFileTool.execute!({ path: '/tmp/report.pdf' }, { agent, observe });
  console.log('first call returned:', first);
  console.log('suspended with:', payloads[0]);
  const resumed = await deleteFileTool.execute!(
    { path: '/tmp/report.pdf' },
    { agent: { ...agent, resumeData: { confirmed: true }, suspendPayload: payloads[0] }, observe },
  );
  console.log('resumed with { confirmed: true } ->', resumed);

  console.log('\nDone. More in examples/*.ts (one file per example of the createTool reference).');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
