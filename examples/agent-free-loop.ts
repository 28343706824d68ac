/**
 * A tool loop without an agent: a scripted fake "model" streams tool calls as JSON text chunks,
 * and `runToolCall` from `toolwright/runtime` runs each call the way Mastra's agent does (hooks,
 * validation, approval, suspend/resume, model output). Each result goes back to the model as a
 * tool message, until the model answers with text.
 *
 * Two calls pause: `send-email` needs approval, `book-table` suspends to ask which time slot.
 * A paused call is a plain JSON ticket: we store its text (a Map stands in for a database), and
 * resume it from that text, as another process could after the user answers.
 *
 *   npm run build && npx tsx examples/agent-free-loop.ts
 */
import { pathToFileURL } from 'node:url';
import { runToolCall, serializePendingToolCall, type ToolCallInput, type ToolCallRecord } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

type Message = NonNullable<ToolCallInput['messages']>[number];

export const tools = {
  getWeather: createTool({
    id: 'get-weather',
    description: 'Current weather for a city',
    inputSchema: z.object({ city: z.string() }),
    outputSchema: z.object({ city: z.string(), celsius: z.number(), conditions: z.string() }),
    execute: async ({ city }) => ({ city, celsius: 21, conditions: 'sunny' }),
    // The model gets one line of text; the application still gets the object.
    toModelOutput: ({ city, celsius, conditions }) => ({ type: 'text', value: `${city}: ${celsius}°C, ${conditions}` }),
  }),
  sendEmail: createTool({
    id: 'send-email',
    description: 'Sends an email',
    inputSchema: z.object({ to: z.string(), body: z.string() }),
    requireApproval: true,
    execute: async ({ to }) => ({ sent: true, to, messageId: 'msg-001' }),
  }),
  bookTable: createTool({
    id: 'book-table',
    description: 'Books a restaurant table, asking the user for a time slot',
    inputSchema: z.object({ restaurant: z.string(), people: z.number() }),
    suspendSchema: z.object({ question: z.string(), slots: z.array(z.string()) }),
    resumeSchema: z.object({ slot: z.string() }),
    execute: async ({ restaurant, people }, { agent }) => {
      if (!agent?.resumeData) {
        await agent?.suspend({ question: `Which time at ${restaurant} for ${people}?`, slots: ['19:30', '20:00'] });
        return undefined;
      }
      return { booked: true, restaurant, slot: agent.resumeData.slot };
    },
  }),
};

type ToolName = keyof typeof tools;
interface ScriptedCall {
  toolCallId: string;
  toolName: ToolName;
  args: unknown;
}
type Turn = { toolCalls: ScriptedCall[] } | { text: string };

/** The text the model got back for a tool call, found in the conversation. */
function toolResultText(messages: Message[], toolCallId: string): string {
  for (const message of messages) {
    if (message.role !== 'tool') continue;
    for (const part of message.content as Array<{ toolCallId: string; output: { value: unknown } }>) {
      if (part.toolCallId === toolCallId) return typeof part.output.value === 'string' ? part.output.value : JSON.stringify(part.output.value);
    }
  }
  return '(no result)';
}

/** A fake model: four scripted turns; later turns read earlier tool results from the messages. */
function scriptedModel(): (messages: Message[]) => Turn {
  const turns: Array<(messages: Message[]) => Turn> = [
    () => ({ toolCalls: [{ toolCallId: 'call-1', toolName: 'getWeather', args: { city: 'Paris' } }] }),
    (messages) => ({
      toolCalls: [
        { toolCallId: 'call-2', toolName: 'sendEmail', args: { to: 'alice@example.com', body: `Weather for tonight: ${toolResultText(messages, 'call-1')}` } },
      ],
    }),
    () => ({ toolCalls: [{ toolCallId: 'call-3', toolName: 'bookTable', args: { restaurant: 'Chez Lou', people: 2 } }] }),
    (messages) => ({
      text: `Done. ${toolResultText(messages, 'call-1')}. Email: ${toolResultText(messages, 'call-2')}. Table: ${toolResultText(messages, 'call-3')}.`,
    }),
  ];
  let turn = 0;
  return (messages) => {
    const next = turns[turn++];
    if (!next) throw new Error('the script is over');
    return next(messages);
  };
}

/** The arguments as a model streams them: JSON text in chunks of a few characters. */
async function* streamJson(value: unknown, size = 12): AsyncGenerator<string> {
  const text = JSON.stringify(value);
  for (let i = 0; i < text.length; i += size) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    yield text.slice(i, i + size);
  }
}

/** Where paused calls wait, as JSON text (a database, a queue, a file…). */
const ticketStore = new Map<string, string>();

/** The user's answers, scripted: approve the email, pick the 20:00 slot. */
const userAnswers = {
  approval: (toolName: string) => {
    console.log(`  user approves ${toolName}`);
    return true;
  },
  bookTable: (payload: { slots: string[] }) => {
    const slot = payload.slots[1] ?? '20:00';
    console.log(`  user picks ${slot}`);
    return { slot };
  },
};

async function runCall(call: ScriptedCall, messages: Message[]): Promise<ToolCallRecord> {
  const first = await runToolCall(tools, { toolCallId: call.toolCallId, toolName: call.toolName, argsTextDeltas: streamJson(call.args), messages });
  const deltas = first.chunks.filter((chunk) => chunk.type === 'tool-call-delta').length;
  console.log(`${call.toolName} (args streamed in ${deltas} chunks) ->`, first.status);

  if (first.status === 'approval-required' && first.pending) {
    ticketStore.set(call.toolCallId, serializePendingToolCall(first.pending));
    console.log('  approval ticket stored:', ticketStore.get(call.toolCallId));
    // Later, maybe in another process: load the ticket and give the user's answer.
    const approved = userAnswers.approval(call.toolName);
    const resumed = await runToolCall(tools, { toolCallId: call.toolCallId }, { resume: { pending: ticketStore.get(call.toolCallId)!, approved } });
    console.log(`  resumed ${call.toolName} from the stored ticket ->`, resumed.status, resumed.result);
    return resumed;
  }

  if (first.status === 'suspended' && first.pending) {
    ticketStore.set(call.toolCallId, serializePendingToolCall(first.pending));
    console.log('  suspended with:', first.suspendPayload);
    const resumeData = userAnswers.bookTable(first.suspendPayload as { slots: string[] });
    const resumed = await runToolCall(tools, { toolCallId: call.toolCallId }, { resume: { pending: ticketStore.get(call.toolCallId)!, resumeData } });
    console.log(`  resumed ${call.toolName} with ${JSON.stringify(resumeData)} ->`, resumed.status, resumed.result);
    return resumed;
  }

  console.log('  result:', first.result);
  return first;
}

export async function main(): Promise<void> {
  ticketStore.clear();
  const model = scriptedModel();
  const messages: Message[] = [{ role: 'user', content: 'Check the weather in Paris, tell Alice, and book us a table.' }];

  for (let step = 1; step <= 10; step++) {
    const turn = model(messages);
    if ('text' in turn) {
      console.log(`--- step ${step}: model answers ---`);
      console.log('Model:', turn.text);
      return;
    }
    console.log(`--- step ${step}: model calls ${turn.toolCalls.map((c) => c.toolName).join(', ')} ---`);
    messages.push({
      role: 'assistant',
      content: turn.toolCalls.map((c) => ({ type: 'tool-call', toolCallId: c.toolCallId, toolName: c.toolName, input: c.args })),
    });
    for (const call of turn.toolCalls) {
      const record = await runCall(call, messages);
      console.log('  model gets:', record.modelOutput);
      messages.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: call.toolCallId, toolName: call.toolName, output: record.modelOutput }] });
    }
  }
  throw new Error('the loop did not end');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
