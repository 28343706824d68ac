// Differential harness: runs one scenario against @mastra/core (reference) and toolwright,
// normalises whatever comes out (values, thrown errors, contexts) and compares them.
import {
  createTool as refCreateTool,
  isValidationError as refIsValidationError,
  isVercelTool as refIsVercelTool,
  MASTRA_TOOL_MARKER as refMarker,
  Tool as RefTool,
  validateToolInput as refValidateToolInput,
  validateToolOutput as refValidateToolOutput,
} from '@mastra/core/tools';
import { RequestContext as RefRC } from '@mastra/core/request-context';
import { standardSchemaToJSONSchema as refStandardSchemaToJSONSchema, toStandardSchema as refToStandardSchema } from '@mastra/core/schema';
import { refValidateToolSuspendData } from './mastra-internals';
import { expect } from 'vitest';
import { z as z4 } from 'zod';
import * as zm from 'zod/mini';
import { z as zv3 } from 'zod/v3';
import { z as z3pkg } from 'zod3';
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type as ark } from 'arktype';
import { jsonSchema as aiJsonSchema } from 'ai';
import { createTool, isValidationError, isVercelTool, MASTRA_TOOL_MARKER, Tool, validateToolInput, validateToolOutput } from '../../../src/tools';
import { RequestContext } from '../../../src/request-context';
import { validateRequestContext, validateToolSuspendData } from '../../../src/index';
import { standardSchemaToJSONSchema, toStandardSchema } from '../../../src/wire';

export interface Side {
  name: 'ref' | 'ours';
  createTool: (opts: any) => any;
  Tool: new (opts: any) => any;
  RequestContext: new (init?: any) => any;
  validateToolInput: (schema: any, input: any, id?: string) => any;
  validateToolOutput: (schema: any, output: any, id?: string, suspendCalled?: boolean) => any;
  validateToolSuspendData: (schema: any, data: any, id?: string) => any;
  /** toolwright only: the reference keeps it internal (undefined there). */
  validateRequestContext?: (schema: any, rc: any, id?: string) => any;
  isValidationError: (v: any) => boolean;
  isVercelTool: (v: any) => boolean;
  toStandardSchema: (s: any) => any;
  standardSchemaToJSONSchema: (s: any, opts?: any) => any;
  MASTRA_TOOL_MARKER: symbol;
}

export const REF: Side = {
  name: 'ref',
  createTool: refCreateTool as any,
  Tool: RefTool as any,
  RequestContext: RefRC as any,
  validateToolInput: refValidateToolInput as any,
  validateToolOutput: refValidateToolOutput as any,
  validateToolSuspendData: refValidateToolSuspendData,
  isValidationError: refIsValidationError as any,
  isVercelTool: refIsVercelTool as any,
  toStandardSchema: refToStandardSchema as any,
  standardSchemaToJSONSchema: refStandardSchemaToJSONSchema as any,
  MASTRA_TOOL_MARKER: refMarker,
};

export const OURS: Side = {
  name: 'ours',
  createTool: createTool as any,
  Tool: Tool as any,
  RequestContext: RequestContext as any,
  validateToolInput: validateToolInput as any,
  validateToolOutput: validateToolOutput as any,
  validateToolSuspendData: validateToolSuspendData as any,
  validateRequestContext: validateRequestContext as any,
  isValidationError: isValidationError as any,
  isVercelTool: isVercelTool as any,
  toStandardSchema: toStandardSchema as any,
  standardSchemaToJSONSchema: standardSchemaToJSONSchema as any,
  MASTRA_TOOL_MARKER,
};

export const INPUT_SOURCE = Symbol.for('mastra.core.request-context.input-source');
export const UNDEF = '$undefined';

export function isRequestContextLike(v: any): boolean {
  return v !== null && typeof v === 'object' && v.registry instanceof Map && typeof v.get === 'function' && typeof v.setRaw === 'function';
}

/**
 * Class-independent, order-preserving normal form. `undefined` becomes a sentinel so that a
 * missing key and an undefined key differ; functions, promises, errors and request contexts get
 * descriptive stand-ins.
 */
export function normalize(value: any, seen: WeakSet<object> = new WeakSet()): any {
  if (value === undefined) return UNDEF;
  if (typeof value === 'bigint') return `$bigint:${value}`;
  if (typeof value === 'symbol') return `$symbol:${value.description}`;
  if (typeof value === 'function') return '$function';
  if (value === null || typeof value !== 'object') return value;
  if (typeof value.then === 'function') return '$promise';
  if (seen.has(value)) return '$cycle';
  seen.add(value);
  try {
    if (value instanceof Error) return { $error: value.name, message: value.message };
    if (isRequestContextLike(value)) {
      return {
        $requestContext: normalize(value.all, seen),
        size: value.size(),
        isView: Object.prototype.hasOwnProperty.call(value, INPUT_SOURCE),
        ownKeys: Object.keys(value),
      };
    }
    if (value instanceof Date) return { $date: Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString() };
    if (value instanceof Map) return { $map: [...value].map(([k, v]) => [normalize(k, seen), normalize(v, seen)]) };
    if (value instanceof Set) return { $set: [...value].map((v) => normalize(v, seen)) };
    if (Array.isArray(value)) return value.map((v) => normalize(v, seen));
    const out: Record<string, unknown> = {};
    // defineProperty: a key named `__proto__` must stay an own key, not set the prototype
    for (const key of Object.keys(value)) {
      Object.defineProperty(out, key, { value: normalize(value[key], seen), enumerable: true, writable: true, configurable: true });
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

export type Outcome = { ok: any } | { throws: { name: string; message: string } };

export function normalizeError(e: any): { name: string; message: string } {
  if (e instanceof Error) return { name: e.name, message: e.message };
  return { name: typeof e, message: String(normalize(e)) };
}

export async function runSide(side: Side, scenario: (s: Side) => unknown): Promise<Outcome> {
  try {
    const value = await scenario(side);
    return { ok: normalize(value) };
  } catch (e) {
    return { throws: normalizeError(e) };
  }
}

/** Every object's key list, addressed by path: deep-equal of these asserts key order too. */
export function keyOrders(value: any, path = '$', out: string[] = []): string[] {
  if (value && typeof value === 'object') {
    if (Array.isArray(value)) value.forEach((v, i) => keyOrders(v, `${path}[${i}]`, out));
    else {
      out.push(`${path}: ${Object.keys(value).join(',')}`);
      for (const k of Object.keys(value)) keyOrders(value[k], `${path}.${k}`, out);
    }
  }
  return out;
}

export async function both(scenario: (s: Side) => unknown): Promise<{ ref: Outcome; ours: Outcome }> {
  const ref = await runSide(REF, scenario);
  const ours = await runSide(OURS, scenario);
  return { ref, ours };
}

/** Runs the scenario on both sides, asserts deep equality including key order, returns the reference outcome. */
export async function expectParity(scenario: (s: Side) => unknown): Promise<Outcome & { ok?: any; throws?: any }> {
  const { ref, ours } = await both(scenario);
  expect(ours).toEqual(ref);
  expect(keyOrders(ours)).toEqual(keyOrders(ref));
  return ref as any;
}

/** Same as expectParity but also returns the raw (normalised) value, failing if the reference threw. */
export async function parityValue(scenario: (s: Side) => unknown): Promise<any> {
  const ref = await expectParity(scenario);
  if ('throws' in ref) throw new Error(`reference threw unexpectedly: ${ref.throws.name}: ${ref.throws.message}`);
  return ref.ok;
}

/** Shape of the context a user execute received: key orders and nested keys, suspend wrappers. */
export function describeContext(ctx: any): any {
  if (ctx === undefined || ctx === null) return { ctx: normalize(ctx) };
  return {
    keys: Object.keys(ctx),
    agentKeys: ctx.agent && typeof ctx.agent === 'object' ? Object.keys(ctx.agent) : normalize(ctx.agent),
    workflowKeys: ctx.workflow && typeof ctx.workflow === 'object' ? Object.keys(ctx.workflow) : normalize(ctx.workflow),
    hasAgentKey: 'agent' in ctx,
    hasWorkflowKey: 'workflow' in ctx,
    topSuspend: typeof ctx.suspend,
    agentSuspend: typeof ctx.agent?.suspend,
    workflowSuspend: typeof ctx.workflow?.suspend,
    // Test frameworks print a function's name in their diffs.
    suspendNames: [ctx.suspend?.name, ctx.agent?.suspend?.name, ctx.workflow?.suspend?.name].map((n) => normalize(n)),
    suspendLengths: [ctx.suspend?.length, ctx.agent?.suspend?.length, ctx.workflow?.suspend?.length].map((n) => normalize(n)),
    requestContextIsRC: isRequestContextLike(ctx.requestContext),
    value: normalize(ctx),
  };
}

/** A tiny Standard-Schema-with-JSON object with a custom validate. */
export function customSchema(validate: (v: unknown) => unknown, json: Record<string, unknown> = { type: 'object' }) {
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'custom',
      validate,
      jsonSchema: { input: () => ({ ...json }), output: () => ({ ...json }) },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Schema builders: one small vocabulary, one implementation per library, so the same scenario
// runs across zod 4, zod/mini, zod/v3, the zod3 package, valibot, arktype, AI SDK and JSON Schema.
// Every builder returns a *factory* result: call `lib.build(node)` inside a scenario to get a
// fresh schema object per side.
// ---------------------------------------------------------------------------------------------

export { LIBS, S, toJson, type Lib, type Node } from './schema-builders';

export { z4, zm, zv3, z3pkg, v, toStandardJsonSchema, ark, aiJsonSchema };
