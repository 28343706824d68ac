/** Version overrides for sub-agents, as stored under `MASTRA_VERSIONS_KEY`. */
export interface VersionOverrides {
  agents?: Record<string, unknown> | undefined;
  defaultStatus?: unknown;
  [key: string]: unknown;
}

/**
 * Merges two sets of version overrides: `overrides` wins key by key, agent maps are merged,
 * and a `defaultStatus` is kept from whichever side has one (overrides first).
 */
export function mergeVersionOverrides(base: VersionOverrides | undefined, overrides: VersionOverrides | undefined): VersionOverrides | undefined {
  if (!base && !overrides) return undefined;
  const merged: VersionOverrides = { ...base, ...overrides, agents: { ...base?.agents, ...overrides?.agents } };
  const status = overrides?.defaultStatus ? overrides.defaultStatus : base?.defaultStatus;
  if (status) merged.defaultStatus = status;
  return merged;
}
