import { createTool as refCreateTool } from '@mastra/core/tools';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { callTool, isValidationError, type CallToolResult, type ValidationError } from '../../src/index';
import { RequestContext } from '../../src/request-context';
import { createTool, noopObserve } from '../../src/tools';

const weatherTool = createTool({
  id: 'weather-tool',
  description: 'Get the current weather for a location',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.object({ location: z.string(), temperatureCelsius: z.number(), conditions: z.string() }),
  execute: async ({ location }) => ({ location, temperatureCelsius: 21, conditions: 'sunny' }),
});

type Weather = { location: string; temperatureCelsius: number; conditions: string };

describe('callTool', () => {
  test('no second argument, no observe; resolves to the output or a ValidationError', async () => {
    const r = await callTool(weatherTool, { location: 'Paris' });
    expectTypeOf(r).toEqualTypeOf<Weather | ValidationError>();
    if (!isValidationError(r)) expectTypeOf(r.temperatureCelsius).toEqualTypeOf<number>();
    else expectTypeOf(r.message).toEqualTypeOf<string>();
  });

  test('the input is the input schema type', () => {
    // @ts-expect-error location must be a string
    void callTool(weatherTool, { location: 42 });
    // @ts-expect-error location is required
    void callTool(weatherTool, {});
    // @ts-expect-error an input is required
    void callTool(weatherTool);
  });

  test('context members are optional; observe may be given', () => {
    void callTool(weatherTool, { location: 'Paris' }, {});
    void callTool(weatherTool, { location: 'Paris' }, { observe: { span: async (_n, fn) => fn(), log: () => {} } });
    void callTool(weatherTool, { location: 'Paris' }, { abortSignal: new AbortController().signal });
    // @ts-expect-error abortSignal is an AbortSignal
    void callTool(weatherTool, { location: 'Paris' }, { abortSignal: 1 });
  });

  test('the request context: typed, untyped, or a plain object of values', () => {
    const localized = createTool({
      id: 'greet',
      description: 'd',
      requestContextSchema: z.object({ locale: z.enum(['en', 'fr']) }),
      execute: async (_input, { requestContext }) => ({ locale: requestContext.get('locale') }),
    });
    void callTool(localized, {}, { requestContext: new RequestContext<{ locale: 'en' | 'fr' }>([['locale', 'fr']]) });
    const untyped = new RequestContext();
    untyped.set('locale', 'fr');
    void callTool(localized, {}, { requestContext: untyped });
    void callTool(localized, {}, { requestContext: { locale: 'fr' } });
    // Mastra's execute types: only a context typed like the schema fits (the default is `unknown`, as Mastra's).
    void localized.execute?.({}, { requestContext: new RequestContext<{ locale: 'en' | 'fr' }>(), observe: noopObserve });
    // @ts-expect-error an untyped RequestContext does not fit the tool's typed one
    void localized.execute?.({}, { requestContext: untyped, observe: noopObserve });
    expectTypeOf(new RequestContext()).toEqualTypeOf<RequestContext<unknown>>();
  });

  test('a suspending tool may resolve to undefined', async () => {
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
    const r = await callTool(booking, { restaurant: 'Chez Lou' }, { resumeData: { slot: '20:00' } });
    expectTypeOf(r).toEqualTypeOf<{ slot: string } | ValidationError | undefined>();
    expectTypeOf<CallToolResult<typeof booking>>().toEqualTypeOf<{ slot: string } | ValidationError | undefined>();
    // @ts-expect-error resumeData has the resume schema's type
    void callTool(booking, { restaurant: 'Chez Lou' }, { resumeData: { slot: 20 } });
  });

  test('a tool without schemas: unknown in, unknown out', async () => {
    const plain = createTool({ id: 'plain', description: 'd', execute: async () => 'x' });
    expectTypeOf(await callTool(plain, 123)).toBeUnknown();
  });

  test("a tool made by Mastra's createTool is typed the same way", async () => {
    const ref = refCreateTool({
      id: 'ref',
      description: 'd',
      inputSchema: z.object({ a: z.string() }),
      outputSchema: z.object({ b: z.number() }),
      execute: async () => ({ b: 1 }),
    });
    expectTypeOf(await callTool(ref, { a: 'x' })).toEqualTypeOf<{ b: number } | ValidationError>();
    // @ts-expect-error a must be a string
    void callTool(ref, { a: 1 });
  });

  test('only tools are accepted', () => {
    // @ts-expect-error not a tool
    void callTool(42, {});
  });
});
