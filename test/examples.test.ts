/**
 * Runs every program in examples/ in-process: imports it, calls its `main()`, and checks
 * what it printed. Nothing is mocked, so `toolwright/tools` and `toolwright/request-context`
 * resolve through the package's own `exports` to the built files: run `npm run build` first
 * (CI does). One example is also run as a real process with tsx, the way the docs say to.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import vitestConfig from '../vitest.config';
import { hasRedisServer, startRedisServer } from './bullmq/support/redis-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TIMEOUT = 30_000;

type ExampleModule = { main: () => Promise<void> };

const examples: Record<string, () => Promise<ExampleModule>> = {
  basic: () => import('../examples/basic'),
  valibot: () => import('../examples/valibot'),
  arktype: () => import('../examples/arktype'),
  'bundled-core': () => import('../examples/bundled-core'),
  strict: () => import('../examples/strict'),
  'to-model-output': () => import('../examples/to-model-output'),
  'bounded-output': () => import('../examples/bounded-output'),
  transform: () => import('../examples/transform'),
  'mcp-annotations': () => import('../examples/mcp-annotations'),
  'lifecycle-hooks': () => import('../examples/lifecycle-hooks'),
  'request-context': () => import('../examples/request-context'),
  'suspend-resume': () => import('../examples/suspend-resume'),
  'edited-approval': () => import('../examples/edited-approval'),
  idempotency: () => import('../examples/idempotency'),
  'agent-free-loop': () => import('../examples/agent-free-loop'),
  'custom-wire': () => import('../examples/custom-wire'),
  providers: () => import('../examples/providers'),
  demo: () => import('../examples/demo'),
  mcp: () => import('../examples/mcp'),
  'mcp-http': () => import('../examples/mcp-http'),
  'mcp-approval': () => import('../examples/mcp-approval'),
  'mcp-image': () => import('../examples/mcp-image'),
  'mcp-v2': () => import('../examples/mcp-v2'),
  'mcp-tasks': () => import('../examples/mcp-tasks'),
  'ai-sdk': () => import('../examples/ai-sdk'),
  'openai-agents': () => import('../examples/openai-agents'),
  bullmq: () => import('../examples/bullmq'),
  langchain: () => import('../examples/langchain'),
  'langchain-approval': () => import('../examples/langchain-approval'),
};

/** Programs that serve until their input closes: each is started as a real process below. */
const servers = ['mcp-server'];

/** What an example printed: each console.log call's arguments, and all of it as text. */
interface Printed {
  calls: unknown[][];
  text: string;
  /** What the example wrote with console.warn (the runtime's default logger), a line per call. */
  warnings: string[];
  /** The argument logged right after a call whose first argument starts with `label`. */
  after(label: string): unknown;
}

async function run(name: string): Promise<Printed> {
  const load = examples[name];
  if (!load) throw new Error(`no example named ${name}`);
  const calls: unknown[][] = [];
  const warnings: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
  // What the runtime's default logger writes for an example's invalid call: checked where it is expected.
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(format(...args));
  });
  const mod = await load();
  expect(calls, 'importing an example must not run it').toEqual([]);
  expect(typeof mod.main).toBe('function');
  await mod.main();
  const text = calls.map((args) => format(...args)).join('\n');
  return {
    calls,
    text,
    warnings,
    after(label) {
      const call = calls.find((args) => typeof args[0] === 'string' && args[0].startsWith(label));
      if (!call) throw new Error(`nothing logged with label "${label}". Output:\n${text}`);
      return call[1];
    },
  };
}

beforeAll(() => {
  if (['tools.js', 'request-context.js', 'runtime.js', 'testing.js', 'mcp.js'].some((file) => !existsSync(join(root, 'dist', file)))) {
    throw new Error('examples import toolwright through the built package: run `npm run build` first');
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('examples', () => {
  it('every examples/*.ts program has a test here', () => {
    const files = readdirSync(join(root, 'examples'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.slice(0, -3))
      .sort();
    expect(files).toEqual([...Object.keys(examples), ...servers].sort());
  });

  it('the examples/*.test.ts files (vitest suites, not programs) are run by vitest', () => {
    const suites = readdirSync(join(root, 'examples')).filter((file) => file.endsWith('.test.ts'));
    expect(suites).toEqual(['weather.test.ts']);
    const projects = (vitestConfig.test?.projects ?? []) as Array<{ test?: { name?: string; include?: string[] } }>;
    expect(projects.find((p) => p.test?.name === 'package')?.test?.include).toContain('examples/**/*.test.ts');
  });

  // Needs Redis: runs against a private redis-server, or is skipped (one line) where none is installed.
  it.skipIf(!hasRedisServer)('bullmq: a dispatcher and a worker; done settles with the result', { timeout: 60_000 }, async () => {
    const server = await startRedisServer();
    process.env['REDIS_PORT'] = String(server.port);
    try {
      const out = await run('bullmq');
      expect(out.after('dispatcher: call')).toBe('completed');
      expect(out.after('dispatcher: task')).toBe('completed');
      expect(out.calls.find((c) => c[0] === 'dispatcher: task')?.[2]).toEqual({ month: '2026-11', tenant: 'acme', total: 1234 });
      expect(out.after('worker: onComplete for')).toBe('call-1');
      expect(out.after('dispatcher: read back')).toBe('completed');
    } finally {
      delete process.env['REDIS_PORT'];
      await server.stop();
    }
  });

  it('basic: executes the weather tool', { timeout: TIMEOUT }, async () => {
    const out = await run('basic');
    expect(out.text).toContain('Tool "weather-tool": Get the current weather for a location');
    expect(out.after('execute(')).toEqual({ location: 'Seattle', temperatureCelsius: 21, conditions: 'sunny' });
  });

  it('valibot: JSON Schema, execute, and a validation error', { timeout: TIMEOUT }, async () => {
    const out = await run('valibot');
    const schema = JSON.parse(String(out.after('Input JSON Schema:')));
    expect(schema).toMatchObject({ type: 'object', properties: { location: { type: 'string' } }, required: ['location'] });
    expect(out.after('execute({ location: "Lyon" })')).toEqual({ location: 'Lyon', temperatureCelsius: 21, conditions: 'sunny' });
    expect(out.text).toContain('execute({ location: 42 }) -> validation error:\nTool input validation failed for weather-tool');
  });

  it('arktype: JSON Schema, execute, and a validation error', { timeout: TIMEOUT }, async () => {
    const out = await run('arktype');
    const schema = JSON.parse(String(out.after('Input JSON Schema:')));
    expect(schema).toMatchObject({ type: 'object', properties: { location: { type: 'string' } }, required: ['location'] });
    expect(out.after('execute({ location: "Montréal" })')).toEqual({ location: 'Montréal', temperatureCelsius: 21, conditions: 'sunny' });
    expect(out.text).toContain('execute({}) -> validation error:\nTool input validation failed for weather-tool');
  });

  it('bundled-core: a zod 4 tool through tools/core, a JSON Schema tool with its registration', { timeout: TIMEOUT }, async () => {
    const out = await run('bundled-core');
    expect(out.after('weather:')).toEqual({ location: 'Lyon', temperatureCelsius: 21 });
    expect(out.after('forecast:')).toEqual({ days: 3, outlook: 'sunny' });
    expect(out.text).toContain('forecast({ days: 9 }) -> validation error:\nTool input validation failed for forecast-tool');
    expect(out.text).toContain('must be <= 7');
  });

  it('strict: the flag is kept and the tool runs', { timeout: TIMEOUT }, async () => {
    const out = await run('strict');
    expect(out.after('weather-tool.strict =')).toBe(true);
    expect(JSON.parse(String(out.after('Input JSON Schema:')))).toMatchObject({ properties: { location: { type: 'string' } } });
    expect(out.after('execute({ location: "Oslo" })')).toEqual({ location: 'Oslo', temperatureCelsius: 21, conditions: 'sunny' });
  });

  it('to-model-output: raw output for the app, content parts for the model', { timeout: TIMEOUT }, async () => {
    const out = await run('to-model-output');
    expect(out.after('Application receives the raw output:')).toEqual({
      location: 'Seattle',
      temperatureCelsius: 21,
      conditions: 'sunny',
      radarImageUrl: 'https://example.com/radar/seattle.png',
    });
    expect(JSON.parse(String(out.after('Model receives:')))).toEqual({
      type: 'content',
      value: [
        { type: 'text', text: 'Seattle: 21°C and sunny' },
        { type: 'image-url', url: 'https://example.com/radar/seattle.png' },
      ],
    });
  });

  it('bounded-output: every row for the app, at most the limit for the model, and the record says so', { timeout: TIMEOUT }, async () => {
    const out = await run('bounded-output');
    expect(out.after('Application receives every order:')).toBe(8_000);
    expect(out.after('Model reads characters:')).toBeLessThanOrEqual(2_000);
    expect(String(out.after('Model reads, at the end:'))).toMatch(/"\[… [\d,]+ more items\]"\]\}$/);
    expect(out.after('Truncated:')).toMatchObject({ limit: 2_000, length: out.after('Model reads characters:') });
  });

  it('transform: raw output from execute, reduced payloads for display and transcript', { timeout: TIMEOUT }, async () => {
    const out = await run('transform');
    expect(out.after('execute gets the raw input')).toEqual({ displayName: 'Acme', apiKey: 'secret-value', debugScore: 0.97 });
    expect(out.after('display    input')).toEqual({ customerId: 'cus_123' });
    expect(out.after('display    output')).toEqual({ displayName: 'Acme' });
    expect(out.after('display    error')).toEqual({ message: 'Customer lookup failed' });
    expect(out.after('transcript input')).toEqual({ customerId: 'cus_123' });
    expect(out.after('transcript output')).toEqual({ displayName: 'Acme' });
    expect(
      out.text
        .split('\n')
        .filter((line) => line.startsWith('display') || line.startsWith('transcript'))
        .join('\n'),
    ).not.toContain('secret-value');
  });

  it('mcp-annotations: annotations and _meta in the listing', { timeout: TIMEOUT }, async () => {
    const out = await run('mcp-annotations');
    const listing = JSON.parse(String(out.after('MCP tools/list entry:')));
    expect(listing).toMatchObject({
      name: 'weather-tool',
      inputSchema: { properties: { location: { type: 'string', description: 'City name or coordinates' } } },
      annotations: { title: 'Weather Lookup', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
      _meta: { version: '1.0.0', category: 'weather' },
    });
    expect(out.after('execute({ location: "47.6,-122.3" })')).toMatchObject({ location: '47.6,-122.3', conditions: 'sunny' });
  });

  it('lifecycle-hooks: hooks run in order around execute', { timeout: TIMEOUT }, async () => {
    const out = await run('lifecycle-hooks');
    const lines = out.text.split('\n');
    const start = lines.indexOf('--- weather-tool, one streamed call ---');
    expect(lines.slice(start + 1, start + 8)).toEqual([
      'Tool call call_weather_1 input started',
      'Tool call call_weather_1 received input chunk: {"loc',
      'Tool call call_weather_1 received input chunk: ation":',
      'Tool call call_weather_1 received input chunk:  "Par',
      'Tool call call_weather_1 received input chunk: is"}',
      'Tool call call_weather_1 received location: Paris',
      'Tool weather-tool call call_weather_1 returned conditions: sunny',
    ]);
    expect(out.text).toContain('Tool call_2 input streaming started');
    expect(out.text).toContain('Received input chunk: {"location":');
    expect(out.after('Tool received complete input:')).toEqual({ location: 'Nice' });
    expect(out.after('example-tool execution completed:')).toEqual({ result: 'Success' });
  });

  it('request-context: typed values, and a missing value failing', { timeout: TIMEOUT }, async () => {
    const out = await run('request-context');
    expect(out.after('With userId and plan')).toEqual({ userId: 'user-7', orders: ['#1001 espresso machine', '#1002 coffee beans (1 kg)'] });
    expect(out.text).toContain('Without plan -> validation error:\nRequest context validation failed for list-orders');
  });

  it('suspend-resume: suspends with a payload, then resumes', { timeout: TIMEOUT }, async () => {
    const out = await run('suspend-resume');
    expect(out.text).toContain('First call status: suspended');
    expect(out.after('Suspended with payload:')).toEqual({ question: 'Send 120 EUR to Alice Martin?', amountEur: 120 });
    expect(out.after('Resumed with { approved: true }')).toEqual({ status: 'sent', reference: 'TX-0042' });
    expect(out.after('Resumed with { approved: false }')).toEqual({ status: 'cancelled' });
    expect(out.text).toContain('Resumed with { approved: "yes" } -> validation error:');
  });

  it('edited-approval: the approver edits the arguments; a refused edit and a replay run nothing', { timeout: TIMEOUT }, async () => {
    const out = await run('edited-approval');
    expect(out.after('The model asked for:')).toEqual({ orderId: 'A-17', amountEur: 400 });
    expect(out.after('Edited to 4000 EUR ->')).toBe('refused by the schema');
    expect(out.after('Edited to 40 EUR ->')).toEqual({ refunded: 40, orderId: 'A-17' });
    const audit = out.calls.find((args) => args[0] === 'Audit: the model sent');
    expect(audit).toEqual(['Audit: the model sent', { orderId: 'A-17', amountEur: 400 }, 'the approver ran', { orderId: 'A-17', amountEur: 40 }]);
    expect(out.text).toContain('The same ticket with other arguments -> failed TicketReplayError');
    expect(out.after('Handler edited to 25 EUR ->')).toEqual({ refunded: 25, orderId: 'A-17' });
    expect(out.warnings).toEqual([]);
  });

  it('idempotency: one key per call, kept in the ticket; an approval answered twice charges once', { timeout: TIMEOUT }, async () => {
    const out = await run('idempotency');
    const key = out.after('Ticket key:');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.after('First answer:')).toEqual({ id: 'ch_1', amountEur: 30 });
    expect(out.calls.find((c) => c[0] === 'Second answer:')).toEqual(['Second answer:', { id: 'ch_1', amountEur: 30 }, 'replayed:', true]);
    expect(out.text).toContain('execute ran 1 time(s); charges made: 1');
    expect(out.after('Another call:')).toEqual({ id: 'ch_2', amountEur: 30 });
  });

  it('agent-free-loop: streamed calls, an approval ticket and a suspension, resumed', { timeout: TIMEOUT }, async () => {
    const out = await run('agent-free-loop');
    const steps = out.text.split('\n').filter((line) => line.startsWith('--- step'));
    expect(steps).toEqual([
      '--- step 1: model calls getWeather ---',
      '--- step 2: model calls sendEmail ---',
      '--- step 3: model calls bookTable ---',
      '--- step 4: model answers ---',
    ]);
    expect(out.text).toMatch(/getWeather \(args streamed in \d+ chunks\) -> completed/);
    expect(out.after('getWeather (args')).toBe('completed');
    expect(out.after('sendEmail (args')).toBe('approval-required');
    const ticket = JSON.parse(String(out.after('  approval ticket stored:')));
    expect(ticket).toMatchObject({
      version: 1,
      kind: 'approval',
      toolCallId: 'call-2',
      toolName: 'sendEmail',
      args: { to: 'alice@example.com', body: 'Weather for tonight: Paris: 21°C, sunny' },
    });
    expect(out.after('  resumed sendEmail from the stored ticket ->')).toBe('completed');
    expect(out.after('bookTable (args')).toBe('suspended');
    expect(out.after('  suspended with:')).toEqual({ question: 'Which time at Chez Lou for 2?', slots: ['19:30', '20:00'] });
    expect(out.text).toContain('  user picks 20:00');
    const resumed = out.calls.find((args) => args[0] === '  resumed bookTable with {"slot":"20:00"} ->');
    expect(resumed?.slice(1)).toEqual(['completed', { booked: true, restaurant: 'Chez Lou', slot: '20:00' }]);
    const modelGets = out.calls.filter((args) => args[0] === '  model gets:').map((args) => args[1]);
    expect(modelGets).toEqual([
      { type: 'text', value: 'Paris: 21°C, sunny' },
      { type: 'json', value: { sent: true, to: 'alice@example.com', messageId: 'msg-001' } },
      { type: 'json', value: { booked: true, restaurant: 'Chez Lou', slot: '20:00' } },
    ]);
    expect(out.after('Model:')).toBe(
      'Done. Paris: 21°C, sunny. Email: {"sent":true,"to":"alice@example.com","messageId":"msg-001"}. Table: {"booked":true,"restaurant":"Chez Lou","slot":"20:00"}.',
    );
  });

  it('custom-wire: a made-up peer through the engine; validated before it asks, approval fails closed, records mapped', { timeout: TIMEOUT }, async () => {
    // The failed question is logged with console.error (the runtime's default logger): checked below.
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(format(...args));
    });
    const out = await run('custom-wire');
    // The tool list: the name, description and JSON Schema a model gets, and whether the tool may ask.
    const [listed] = JSON.parse(String(out.after('tools:'))) as Array<Record<string, unknown>>;
    expect(listed).toMatchObject({ name: 'refund', description: 'Refunds part of an order', asksFirst: true });
    expect(listed?.['inputSchema']).toMatchObject({ type: 'object', required: ['orderId', 'cents'], additionalProperties: false });
    // Call 1's arguments fail the schema: the user is never asked, and the answer is the ValidationError.
    const questions = out.calls.filter((args) => args[0] === '  Hoot asks:').map((args) => args.slice(1));
    expect(questions).toEqual([
      ['Run refund with {"orderId":"A1","cents":500}?', '->', 'maybe'],
      ['Run refund with {"orderId":"A1","cents":500}?', '->', 'leaves'],
      ['Run refund with {"orderId":"A1","cents":500}?', '->', 'yes'],
    ]);
    const first = out.after('call 1:') as { id: string; ok: boolean; text: string };
    expect(first).toMatchObject({ id: '1', ok: false });
    expect(JSON.parse(first.text)).toMatchObject({ error: true, message: expect.stringMatching(/^Tool input validation failed for refund\./) });
    // "maybe" declines; a question that throws declines too (the call fails, the tool does not run).
    expect(out.after('call 2:')).toEqual({ id: '2', ok: false, text: 'Tool call was not approved by the user' });
    expect(out.after('call 3:')).toEqual({ id: '3', ok: false, text: 'the user left' });
    expect(out.after('call 4:')).toEqual({ id: '4', ok: true, text: '{"refunded":500}' });
    expect(out.after('refunds made:')).toEqual(['A1:500']);
    // The default logger reports the invalid call and the failed question, a line each.
    expect(out.warnings).toEqual([expect.stringMatching(/^Tool input validation failed \| tool: refund, /)]);
    expect(errors).toEqual([expect.stringMatching(/^Error calling approval handler \| Error: the user left/)]);
  });

  it('mcp: a client lists and calls the example MCP server in-memory', { timeout: TIMEOUT }, async () => {
    const out = await run('mcp');
    expect(out.after('tools/list names:')).toEqual(['weather', 'countdown']);
    expect(JSON.parse(String(out.after('weather entry:')))).toMatchObject({
      name: 'weather',
      inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', required: ['location'] },
      annotations: { title: 'Weather Lookup', readOnlyHint: true },
      _meta: { version: '1.0.0', category: 'weather' },
    });
    expect(out.after('weather structuredContent:')).toEqual({ location: 'Lisbon', temperatureCelsius: 21, conditions: 'sunny' });
    expect(out.after('countdown structuredContent:')).toEqual({ counted: [3, 2, 1] });
    expect(out.after('progress notifications:')).toEqual(['1/3', '2/3', '3/3']);
    expect(out.after('countdown({ from: 0 }) isError:')).toBe(true);
    expect(String(out.after('error text:'))).toMatch(/^Tool input validation failed for countdown\./);
    // The server logged the invalid call once, on one line.
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings[0]).toMatch(/^Tool input validation failed \| tool: countdown, validationError: Tool input validation failed for countdown\. [^\n]*$/);
  });

  it('mcp-approval: an asking client approves then declines; a headless one is refused; the tool ran once', { timeout: TIMEOUT }, async () => {
    const out = await run('mcp-approval');
    const messages = out.calls.filter((args) => args[0] === 'elicitation message:').map((args) => String(args[1]));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('"Send email" (sendEmail)');
    expect(messages[0]).toContain('"to": "ada@example.com"');
    const line = (label: string) => out.calls.find((args) => args[0] === label)!.slice(1);
    expect(line('approved call:')).toEqual([false, 'Sent "Launch" to ada@example.com']);
    expect(line('declined call:')).toEqual([true, 'Not to the whole company']);
    expect(line('headless call:')[0]).toBe(true);
    expect(String(line('headless call:')[1])).toContain('requires approval before it runs, and this client cannot be asked');
    expect(out.after('outbox:')).toEqual(['ada@example.com: Launch']);
  });

  it('mcp-image: toModelOutput becomes text and image content; structuredContent stays the raw result', { timeout: TIMEOUT }, async () => {
    const out = await run('mcp-image');
    expect(out.after('content types:')).toEqual(['text', 'image']);
    expect(out.after('caption:')).toBe('Sales in Q3: 1250');
    expect(out.after('image mimeType:')).toBe('image/png');
    expect(out.after('structuredContent total:')).toBe(1250);
  });

  it('mcp-v2: a 2026-07-28 client is asked over MRTR, approves then declines; the tool ran once; an image result', { timeout: TIMEOUT }, async () => {
    const out = await run('mcp-v2');
    expect(out.after('protocol:')).toBe('2026-07-28');
    const questions = out.calls.filter((args) => args[0] === 'approval question:').map((args) => String(args[1]));
    expect(questions).toHaveLength(2);
    expect(questions[0]).toContain('"Send email" (sendEmail)');
    expect(questions[0]).toContain('"to": "ada@example.com"');
    const line = (label: string) => out.calls.find((args) => args[0] === label)!.slice(1);
    expect(line('approved call:')).toEqual([false, 'Sent "Launch" to ada@example.com']);
    expect(line('declined call:')).toEqual([true, 'Not to the whole company']);
    expect(out.after('outbox:')).toEqual(['ada@example.com: Launch']);
    expect(out.after('tools/call requests:')).toEqual(['sendEmail', 'sendEmail (retry with requestState)', 'sendEmail', 'sendEmail (retry with requestState)']);
    expect(out.after('chart content:')).toEqual(['text', 'image']);
    expect(out.after('chart caption:')).toBe('Sales in Q3: 1250');
    expect(out.after('chart mimeType:')).toBe('image/png');
  });

  it('mcp-tasks: a background tool call is a task polled to its result; without the extension, the result itself', { timeout: TIMEOUT }, async () => {
    const out = await run('mcp-tasks');
    expect(out.after('extension declared:')).toEqual(['io.modelcontextprotocol/tasks']);
    expect(out.after('answered with:')).toBe('task');
    expect(out.after('task ended:')).toBe('completed');
    expect(out.after('task result:')).toEqual({ topic: 'tides', pages: 12 });
    expect(out.after('without the extension:')).toEqual({ topic: 'moons', pages: 12 });
  });

  it('mcp-http: two stateless instances answer consecutive calls of one client', { timeout: TIMEOUT }, async () => {
    const out = await run('mcp-http');
    const answers = ['A-1', 'A-2', 'A-3'].map((id) => out.after(`orderStatus(${id}) ->`) as { orderId: string; status: string; answeredBy: string });
    expect(answers.map((answer) => answer.orderId)).toEqual(['A-1', 'A-2', 'A-3']);
    const by = answers.map((answer) => answer.answeredBy);
    expect(new Set(by)).toEqual(new Set(['instance-a', 'instance-b']));
    expect(by[0]).not.toBe(by[1]);
    expect(by[1]).not.toBe(by[2]);
  });

  it('langchain: a createAgent round, invalid input, an approval and a suspension as LangGraph interrupts', { timeout: TIMEOUT }, async () => {
    const out = await run('langchain');
    const reads = out.calls.filter((args) => args[0] === 'Model reads:').map((args) => args[1]);
    expect(JSON.parse(String(reads[0]))).toEqual({ city: 'Paris', celsius: 21 });
    expect(out.after('Status:')).toBe('error');
    expect(String(reads[1])).toMatch(/^Tool input validation failed for weather\. /);
    expect(out.text).toContain('  log: Tool input validation failed');
    expect(out.calls.find((args) => args[0] === 'Interrupt:' && args[1] === 'approval')?.slice(2)).toEqual(['sendEmail', { to: 'ada@example.com' }]);
    expect(reads[2]).toBe('sent to ada@example.com');
    expect(out.calls.find((args) => args[0] === 'Interrupt:' && args[1] === 'suspension')?.[2]).toEqual({ question: 'Which time at Chez Lou?' });
    expect(reads[3]).toBe('booked Chez Lou at 20:00');
  });

  it('langchain-approval: the paused calls read typed with toolInterruptsOf, one approved, one declined', { timeout: TIMEOUT }, async () => {
    const out = await run('langchain-approval');
    expect(out.calls.filter((args) => args[0] === 'Asked to approve:').map((args) => args.slice(1))).toEqual([
      ['refund', { orderId: 'A1', amountEur: 20 }],
      ['refund', { orderId: 'A1', amountEur: 400 }],
    ]);
    expect(out.calls.filter((args) => args[0] === 'Model reads:').map((args) => args[1])).toEqual([
      'refunded 20 EUR on A1',
      'Refunds over 50 EUR need a manager.',
    ]);
  });

  it('openai-agents: a tool round, an approval through the RunState and its replay, a decline, a suspension resumed', { timeout: TIMEOUT }, async () => {
    const out = await run('openai-agents');
    const reads = out.calls.filter((args) => args[0] === 'Model reads:').map((args) => (args[1] as { text: string }).text);
    expect(JSON.parse(reads[0]!)).toEqual({ orderId: 'A1', status: 'shipped', region: 'any' });
    expect(out.calls.find((args) => args[0] === 'Approval requested for:')?.slice(1)).toEqual(['refund', '{"orderId":"A1","amountEur":10}']);
    expect(out.calls.filter((args) => args[0] === '  execute: refund 10 EUR on A1')).toHaveLength(1);
    expect(JSON.parse(reads[1]!)).toEqual({ orderId: 'A1', refunded: 10 });
    expect(reads[2]).toMatch(/^Tool "refund" failed: TicketReplayError: Refused: the ticket for tool call "call-1" of tool "refund" was already used/);
    expect(reads[3]).toBe('Refunds over chat are off today');
    expect(JSON.parse(reads[4]!)).toEqual({
      status: 'suspended',
      message: 'Tool "confirm" is suspended and waits to be resumed.',
      suspendPayload: { question: 'Cancel order A1?' },
    });
    expect(out.after('Suspended with:')).toEqual({ question: 'Cancel order A1?' });
    expect(out.calls.find((args) => args[0] === 'Resumed:')?.slice(1)).toEqual(['completed', { orderId: 'A1', cancelled: true }]);
    expect(JSON.parse(reads[5]!)).toEqual({ orderId: 'A1', cancelled: true });
  });

  it('ai-sdk: generateText and streamText rounds, invalid input, a denial, a suspension resumed', { timeout: TIMEOUT }, async () => {
    const out = await run('ai-sdk');
    const lines = out.text.split('\n');
    expect(out.after('Application gets:')).toEqual({ city: 'Paris', celsius: 21 });
    const reads = out.calls.filter((args) => args[0] === 'Model reads:').map((args) => args[1]);
    expect(reads[0]).toEqual({ type: 'text', value: 'Paris: 21°C' });
    const streamed = lines.indexOf('--- 2. streamText: hooks while the arguments stream ---');
    expect(lines.slice(streamed + 1, streamed + 5)).toEqual([
      '  hook: call-1 input started',
      '  hook: input chunk {"city":',
      '  hook: input chunk "Oslo"}',
      "  hook: input available { city: 'Oslo' }",
    ]);
    expect(out.after('Answer:')).toBe('I read {"type":"text","value":"Oslo: 21°C"}');
    expect(out.text).toContain('  log: Tool input validation failed');
    expect(String(reads[1])).toMatch(/^Tool input validation failed for weather\. /);
    expect(out.calls.find((args) => args[0] === 'Approval requested for:')?.slice(1)).toEqual(['sendEmail', { to: 'alice@example.com' }]);
    expect(reads[2]).toEqual({ type: 'execution-denied', reason: 'Not now' });
    expect(out.after('Suspended with:')).toEqual({ question: 'Send 120 EUR?' });
    expect(reads[3]).toEqual({
      type: 'json',
      value: { status: 'suspended', message: 'Tool "transfer" is suspended and waits to be resumed.', suspendPayload: { question: 'Send 120 EUR?' } },
    });
    expect(out.calls.find((args) => args[0] === 'Resumed:')?.slice(1)).toEqual(['completed', { sent: true, amountEur: 120 }]);
  });

  it('demo: valid and invalid input, approval resumed from a signed ticket, toModelOutput, MCP', { timeout: TIMEOUT }, async () => {
    const out = await run('demo');
    expect(out.calls.find((args) => args[0] === '1. valid input ->')?.slice(1)).toEqual(['approval-required', '| signed ticket:', true]);
    expect(out.calls.find((args) => args[0] === '2. resumed with yes ->')?.slice(1)).toEqual([
      'completed',
      { orderId: 'A-17', refundedEur: 20 },
      'model sees:',
      { type: 'text', value: 'Refunded 20 EUR on A-17.' },
    ]);
    expect(String(out.after('3. invalid input ->'))).toMatch(/^Tool input validation failed for refund\. .* - orderId: .* - amountEur: /);
    expect(JSON.parse(String(out.after('4. over MCP ->')))).toEqual([{ type: 'text', text: 'Refunded 5 EUR on B-4.' }]);
    expect(out.calls).toHaveLength(4);
  });

  it('providers: strict OpenAI tool, the loop per provider, approval handed back', { timeout: TIMEOUT }, async () => {
    const out = await run('providers');
    const openaiTool = JSON.parse(String(out.after('OpenAI strict tool:')));
    expect(openaiTool.function.strict).toBe(true);
    expect(openaiTool.function.parameters.required).toEqual(['city', 'units']);
    expect(out.after('OpenAI tool messages:')).toEqual([
      { role: 'tool', tool_call_id: 'call_1', content: '{"city":"Oslo","temperature":21,"units":"celsius"}' },
    ]);
    expect(out.after('Anthropic pending:')).toEqual(['refund approval-required']);
    expect(JSON.parse(String(out.after('Anthropic after approval:')))).toEqual({
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '{"refunded":30,"orderId":"A-17"}' }],
    });
    expect(JSON.parse(String(out.after('Gemini declaration:'))).parameters.properties.city).toEqual({ type: 'STRING', description: 'City name' });
    expect(JSON.parse(String(out.after('Gemini response parts:')))).toEqual({
      role: 'user',
      parts: [{ functionResponse: { id: 'fc_1', name: 'weather', response: { output: { city: 'Lima', temperature: 70, units: 'fahrenheit' } } } }],
    });
  });
});

describe('running an example as a program', () => {
  it('`tsx examples/mcp-server.ts` is an MCP server over stdio: a real client lists and calls its tools', { timeout: TIMEOUT }, async () => {
    const client = new Client({ name: 'examples-test', version: '1.0.0' });
    const stderr: string[] = [];
    const transport = new StdioClientTransport({
      command: join(root, 'node_modules', '.bin', 'tsx'),
      args: ['examples/mcp-server.ts'],
      cwd: root,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    await client.connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'toolwright-examples', version: '1.0.0' });
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['weather', 'countdown']);
      // What the protocol guarantees is the order on the wire: every progress notification is
      // sent before the result. The SDK client runs progress handlers a microtask after a message
      // arrives and forgets a request's handler when its response arrives, so a notification read
      // in the same chunk as the response never reaches onprogress: onprogress sees a prefix.
      const onWire: number[] = [];
      const deliver = transport.onmessage!;
      transport.onmessage = (message) => {
        if ('method' in message && message.method === 'notifications/progress') onWire.push(Number(message.params?.['progress']));
        deliver(message);
      };
      const progress: number[] = [];
      const result = await client.callTool({ name: 'countdown', arguments: { from: 2 } }, undefined, { onprogress: (p) => progress.push(p.progress) });
      expect(result).toEqual({ content: [{ type: 'text', text: '{"counted":[2,1]}' }], structuredContent: { counted: [2, 1] }, isError: false });
      expect(onWire).toEqual([1, 2]);
      expect(progress).toEqual(onWire.slice(0, progress.length));
      expect(transport.pid).toEqual(expect.any(Number));
    } finally {
      await client.close();
    }
    expect(stderr.join('')).toContain('toolwright-examples MCP server running on stdio');
  });

  it('`tsx examples/basic.ts` runs main() and exits 0', { timeout: TIMEOUT }, async () => {
    const tsx = join(root, 'node_modules', '.bin', 'tsx');
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(tsx, ['examples/basic.ts'], { cwd: root, timeout: TIMEOUT }, (error, out, err) => {
        if (error) reject(new Error(`${error.message}\n${err}`));
        else resolve(out);
      });
    });
    expect(stdout).toContain('Tool "weather-tool": Get the current weather for a location');
    expect(stdout).toContain("location: 'Seattle'");
  });
});
