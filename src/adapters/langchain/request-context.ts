// The request context of a call, read from the LangGraph run's config.
import type { RunnableConfig } from '@langchain/core/runnables';
import { isObjectRecord } from '../../internal/is-object';

/** Keys LangGraph and LangChain put in `configurable` for themselves. */
function isFrameworkKey(key: string): boolean {
  return key.startsWith('__') || key.startsWith('checkpoint_') || key.startsWith('ls_') || key === 'thread_id';
}

/**
 * `config.context` (LangGraph's run context) when it is an object, else the application's keys
 * of `config.configurable`; undefined when neither has any.
 */
export function defaultRequestContext(config: RunnableConfig): Record<string, unknown> | undefined {
  const context = (config as { context?: unknown }).context;
  if (isObjectRecord(context)) return context;
  const configurable = config.configurable;
  if (!isObjectRecord(configurable)) return undefined;
  let values: Record<string, unknown> | undefined;
  for (const key of Object.keys(configurable)) {
    if (isFrameworkKey(key)) continue;
    values ??= {};
    values[key] = configurable[key];
  }
  return values;
}
