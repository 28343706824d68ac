import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callTool } from '../../src/index';
import { RequestContext } from '../../src/request-context';
import { createTool, isValidationError, noopObserve, type ToolObserve } from '../../src/tools';

const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({ location: z.string(), temperatureCelsius: z.number(), conditions: z.string() }),
  execute: async ({ location }) => ({ location, temperatureCelsius: 21, conditions: 'sunny' }),
});

describe('callTool', () => {
  it('resolves to what execute gives with the no-op observe', async () => {
    expect(await callTool(weatherTool, { location: 'Paris' })).toEqual(await weatherTool.execute!({ location: 'Paris' }, { observe: noopObserve }));
    expect(await callTool(weatherTool, { location: 'Paris' })).toEqual({ location: 'Paris', temperatureCelsius: 21, conditions: 'sunny' });
    const bad = await callTool(weatherTool, { location: 42 } as never);
    expect(isValidationError(bad)).toBe(true);
    expect(bad).toEqual(await weatherTool.execute!({ location: 42 } as never, { observe: noopObserve }));
  });

  it("the tool always gets an observe: the caller's, or noopObserve", async () => {
    const seen: unknown[] = [];
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (_i, ctx) => {
        seen.push(ctx.observe);
        return 1;
      },
    });
    await callTool(tool, {});
    const mine: ToolObserve = { span: async (_n, fn) => fn(), log: () => {} };
    await callTool(tool, {}, { observe: mine });
    expect(seen).toEqual([noopObserve, mine]);
    expect(seen[0]).toBe(noopObserve);
    expect(seen[1]).toBe(mine);
  });

  it('a plain object request context becomes a RequestContext; an instance is passed as is', async () => {
    const tool = createTool({
      id: 'greet',
      description: 'd',
      requestContextSchema: z.object({ locale: z.enum(['en', 'fr']) }),
      execute: async (_i, { requestContext }) => {
        requestContext.set('locale', 'en');
        return { locale: requestContext.get('locale') };
      },
    });
    const rc = new RequestContext();
    rc.set('locale', 'fr');
    expect(await callTool(tool, {}, { requestContext: rc })).toEqual({ locale: 'en' });
    expect(rc.get('locale')).toBe('en');
    expect(await callTool(tool, {}, { requestContext: { locale: 'fr' } })).toEqual({ locale: 'en' });
    const invalid = await callTool(tool, {}, { requestContext: { locale: 'de' } });
    expect(isValidationError(invalid) && invalid.message).toMatch(/^Request context validation failed for greet/);
    await expect(callTool(tool, {}, { requestContext: 'fr' as never })).rejects.toThrow(
      'callTool: requestContext must be a RequestContext or a plain object of its values, not string',
    );
  });

  it('errors thrown by execute reject unchanged; a tool without execute is refused', async () => {
    const boom = new Error('boom');
    const tool = createTool({
      id: 'b',
      description: 'd',
      execute: async () => {
        throw boom;
      },
    });
    await expect(callTool(tool, {})).rejects.toBe(boom);
    const client = createTool({ id: 'client-side', description: 'd' });
    await expect(callTool(client, {} as never)).rejects.toThrow('callTool: "client-side" has no execute function');
    await expect(callTool(null as never, {} as never)).rejects.toThrow('callTool: expected a tool, got null');
    await expect(callTool(tool, {}, 5 as never)).rejects.toThrow('callTool: the context must be an object, not number');
  });

  it("calls a tool made by Mastra's createTool too", async () => {
    const { createTool: refCreateTool } = await import('@mastra/core/tools');
    const ref = refCreateTool({
      id: 'ref',
      description: 'd',
      inputSchema: z.object({ a: z.string() }),
      outputSchema: z.object({ b: z.number() }),
      execute: async ({ a }) => ({ b: a.length }),
    });
    expect(await callTool(ref, { a: 'xyz' })).toEqual({ b: 3 });
    const bad = await callTool(ref, { a: 1 } as never);
    expect(bad).toEqual(await ref.execute!({ a: 1 } as never, { observe: noopObserve } as never));
  });

  it('passes resume data and suspend through, as a direct execute does', async () => {
    const payloads: unknown[] = [];
    const booking = createTool({
      id: 'book',
      description: 'd',
      inputSchema: z.object({ restaurant: z.string() }),
      outputSchema: z.object({ slot: z.string() }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ slot: z.string() }),
      execute: async (_input, context) => {
        if (!context.resumeData) return context.suspend?.({ question: 'When?' });
        return { slot: context.resumeData.slot };
      },
    });
    expect(
      await callTool(
        booking,
        { restaurant: 'Chez Lou' },
        {
          suspend: async (p) => {
            payloads.push(p);
          },
        },
      ),
    ).toBeUndefined();
    expect(payloads).toEqual([{ question: 'When?' }]);
    expect(await callTool(booking, { restaurant: 'Chez Lou' }, { resumeData: { slot: '20:00' } })).toEqual({ slot: '20:00' });
    const bad = await callTool(booking, { restaurant: 'Chez Lou' }, { resumeData: { slot: 20 } as never });
    expect(isValidationError(bad) && bad.message).toMatch(/^Tool input validation failed for book/);
  });
});
