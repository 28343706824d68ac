// Which tool calls run in the background, and with which settings (a tool's `background`
// option, the runtime's `background` option, the model's per-call `_background`).
import { ownValue } from '../internal/own-value';
import type { BackgroundExecutor } from './background-types';
import type { BackgroundTask, ToolBackgroundConfig } from '../tool/background-types';

/** Mastra 1.71's default task timeout, in milliseconds. */
export const DEFAULT_BACKGROUND_TIMEOUT_MS = 300_000;

/** The model's per-call override (`_background` in the arguments). */
export interface BackgroundCallOverride {
  enabled?: boolean;
  disposition?: 'foreground' | 'deferred' | 'awaited';
  timeoutMs?: number;
  maxRetries?: number;
}

/** Agent-level background settings (Mastra 1.71's `backgroundTasks` plus the manager's defaults). */
export interface BackgroundOptions {
  /** Where tasks run; an `InProcessBackgroundExecutor` per call by default. */
  executor?: BackgroundExecutor | undefined;
  /** Never dispatch in the background. */
  disabled?: boolean | undefined;
  /** Per-tool eligibility overrides: `'all'`, or `{ [toolName]: boolean | config }`. */
  tools?: 'all' | Record<string, boolean | ToolBackgroundConfig> | undefined;
  /** The manager's default timeout (default 300000 ms). */
  defaultTimeoutMs?: number | undefined;
  /** The manager's default retry count (default 0). */
  defaultMaxRetries?: number | undefined;
  /** Called when a task completes, unless the tool has its own `onComplete`. */
  onTaskComplete?: ((task: BackgroundTask) => void | Promise<void>) | undefined;
  /** Called when a task fails or times out, unless the tool has its own `onFailed`. */
  onTaskFailed?: ((task: BackgroundTask) => void | Promise<void>) | undefined;
  /**
   * The caller waits for each task's result (an MCP client, whose `tools/call` needs the tool's
   * output): a call dispatched in the background ends with the task's result, as the `'awaited'`
   * disposition does, never with the placeholder written for agents that are told later.
   */
  awaitResult?: boolean | undefined;
}

/** How a call resolved against its tool's and the agent's background settings. */
export interface ResolvedBackgroundConfig {
  runInBackground: boolean;
  disposition: 'foreground' | 'deferred' | 'awaited';
  timeoutMs: number;
  maxRetries: number;
}

function agentToolConfig(toolName: string, options: BackgroundOptions | undefined): ToolBackgroundConfig | undefined {
  const tools = options?.tools;
  if (!tools) return undefined;
  if (tools === 'all') return { enabled: true };
  let name = toolName;
  if (name.startsWith('agent-')) name = name.substring(6);
  else if (name.startsWith('workflow-')) name = name.substring(9);
  const entry = ownValue(tools, name);
  if (entry === undefined) return undefined;
  if (typeof entry === 'boolean') return { enabled: entry };
  return entry;
}

/** Whether a tool may ever run in the background (Mastra 1.71's eligibility rule). */
export function isBackgroundEligible(toolName: string, toolConfig: ToolBackgroundConfig | undefined, options: BackgroundOptions | undefined): boolean {
  if (options?.disabled) return false;
  return agentToolConfig(toolName, options)?.enabled ?? toolConfig?.enabled ?? false;
}

/**
 * Mastra 1.71's resolution: the model's override, else the default disposition
 * (`'deferred'`); timeout call > agent > tool > manager > 300000; retries call > tool > manager > 0.
 */
export function resolveBackgroundConfig(params: {
  override: BackgroundCallOverride | undefined;
  toolName: string;
  toolConfig: ToolBackgroundConfig | undefined;
  options: BackgroundOptions | undefined;
}): ResolvedBackgroundConfig {
  const { override, toolName, toolConfig, options } = params;
  const managerTimeout = options?.defaultTimeoutMs ?? DEFAULT_BACKGROUND_TIMEOUT_MS;
  const managerRetries = options?.defaultMaxRetries ?? 0;
  if (options?.disabled) return { runInBackground: false, disposition: 'foreground', timeoutMs: managerTimeout, maxRetries: managerRetries };
  const agentConfig = agentToolConfig(toolName, options);
  const enabled = agentConfig?.enabled ?? toolConfig?.enabled ?? false;
  const defaultDisposition = agentConfig?.defaultDisposition ?? toolConfig?.defaultDisposition ?? 'deferred';
  const requested = override?.disposition ?? (override?.enabled === false ? 'foreground' : override?.enabled === true ? 'deferred' : defaultDisposition);
  const disposition = !enabled ? 'foreground' : options?.awaitResult && requested !== 'foreground' ? 'awaited' : requested;
  return {
    runInBackground: disposition !== 'foreground',
    disposition,
    timeoutMs: override?.timeoutMs ?? agentConfig?.timeoutMs ?? toolConfig?.timeoutMs ?? managerTimeout,
    maxRetries: override?.maxRetries ?? toolConfig?.maxRetries ?? managerRetries,
  };
}

/** The immediate tool result the model gets for a deferred call (Mastra 1.71's text). */
export function backgroundStartedMessage(taskId: string, toolName: string): string {
  return `Background task started. Task ID: ${taskId}. The tool "${toolName}" is running in the background. You will be notified when it completes.`;
}
