import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCall, type Tracer } from '../../src/runtime';
import { createTool } from '../../src/tools';

function recordingTracer(withToolCallSpan: boolean) {
  const events: string[] = [];
  const tracer: Tracer = {
    async span(name, fn) {
      events.push(`span:${name}`);
      return await fn();
    },
    log(level, message) {
      events.push(`log:${level}:${message}`);
    },
  };
  if (withToolCallSpan) {
    tracer.toolCallSpan = async (info, fn) => {
      events.push(`tool-call:${info.toolName}:${info.toolCallId}:${JSON.stringify(info.args)}`);
      const out = await fn();
      events.push('tool-call:end');
      return out;
    };
  }
  return { tracer, events };
}

const tool = createTool({
  id: 'weather-tool',
  description: 'Get the weather',
  inputSchema: z.object({ location: z.string() }),
  execute: async ({ location }, ctx) => {
    ctx.observe.log('info', 'start');
    return await ctx.observe.span('fetch', () => location.length);
  },
});

describe('tracer', () => {
  it('toolCallSpan wraps each execution; observe spans and logs run inside it', async () => {
    const { tracer, events } = recordingTracer(true);
    const record = await runToolCall({ weather: tool }, { toolCallId: 'c1', toolName: 'weather', args: { location: 'Paris' } }, { tracer });
    expect(record.result).toBe(5);
    expect(events).toEqual(['tool-call:weather:c1:{"location":"Paris"}', 'log:info:start', 'span:fetch', 'tool-call:end']);
  });

  it('a tracer without toolCallSpan only receives the observe calls', async () => {
    const { tracer, events } = recordingTracer(false);
    await runToolCall({ weather: tool }, { toolCallId: 'c1', toolName: 'weather', args: { location: 'Paris' } }, { tracer });
    expect(events).toEqual(['log:info:start', 'span:fetch']);
  });

  it('execute does not run inside toolCallSpan when the call fails validation first', async () => {
    const { tracer, events } = recordingTracer(true);
    const record = await runToolCall(
      { weather: tool },
      // @ts-expect-error `location` is a string: the types refuse it, the runtime answers with a ValidationError
      { toolCallId: 'c1', toolName: 'weather', args: { location: 1 } },
      { tracer, logger: { warn() {}, error() {} } },
    );
    expect(record.status).toBe('completed');
    expect(events).toEqual([]);
  });
});
