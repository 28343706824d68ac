/**
 * What the provider formats read from a tool, and the checks of the names they send.
 * @module
 */
import type { ModelToolSource } from '../../wire';
import { type ProviderName, ProviderToolNameError } from './errors';

/** The tool fields the provider formats read: a `Tool` from `createTool`, or any object like it. */
export interface ProviderToolSource extends ModelToolSource {
  id?: string | undefined;
}

const NAME_RULES: Record<ProviderName, { pattern: RegExp; rule: string }> = {
  openai: { pattern: /^[a-zA-Z0-9_-]{1,64}$/, rule: 'use 1 to 64 of a-z, A-Z, 0-9, _ and -' },
  anthropic: { pattern: /^[a-zA-Z0-9_-]{1,128}$/, rule: 'use 1 to 128 of a-z, A-Z, 0-9, _ and -' },
  gemini: { pattern: /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,127}$/, rule: 'start with a letter or _, then use a-z, A-Z, 0-9, _, ., : and -, at most 128 in all' },
};

/** The name a tool is sent under: `name`, else the tool's `id`; checked against the provider's rule. */
export function providerToolName(provider: ProviderName, tool: ProviderToolSource, name: string | undefined): string {
  const chosen = name ?? tool.id;
  if (typeof chosen !== 'string') throw new ProviderToolNameError(provider, String(chosen), 'the tool has no id: pass a name');
  const { pattern, rule } = NAME_RULES[provider];
  if (!pattern.test(chosen)) throw new ProviderToolNameError(provider, chosen, rule);
  return chosen;
}
