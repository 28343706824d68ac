// Records the calls the runtime makes to a tool's hooks, without touching the tool: the runtime
// gets a proxy whose hook members are wrappers; every other member is the tool's own.
import type { RuntimeTool } from '../runtime';
import { TOOL_HOOK_NAMES } from '../wire';
import type { HookInvocation, ToolHookName } from './types';

const HOOK_NAMES: ReadonlySet<PropertyKey> = new Set<PropertyKey>(TOOL_HOOK_NAMES);

/**
 * A view of `tool` whose defined hooks push `{ name, payload }` to `invocations` before running
 * the original (with the tool as `this`). A throwing hook is recorded with its `error` and the
 * error is rethrown, so the runtime handles it as it would without the recorder.
 */
export function recordHooks<T extends RuntimeTool>(tool: T, invocations: HookInvocation[]): T {
  const wrappers = new Map<PropertyKey, { original: unknown; wrapper: (payload: unknown) => unknown }>();
  return new Proxy(tool, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!HOOK_NAMES.has(property) || typeof value !== 'function') return value;
      const cached = wrappers.get(property);
      if (cached && cached.original === value) return cached.wrapper;
      const name = property as ToolHookName;
      const original = value as (this: unknown, payload: unknown) => unknown;
      const wrapper = (payload: unknown): unknown => {
        const invocation: HookInvocation = { name, payload };
        invocations.push(invocation);
        const fail = (error: unknown): never => {
          invocation.error = error;
          throw error;
        };
        let returned: unknown;
        try {
          returned = original.call(target, payload);
        } catch (error) {
          return fail(error);
        }
        if (returned && typeof (returned as PromiseLike<unknown>).then === 'function') {
          return Promise.resolve(returned).catch(fail);
        }
        return returned;
      };
      wrappers.set(property, { original: value, wrapper });
      return wrapper;
    },
  });
}
