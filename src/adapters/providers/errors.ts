/**
 * Errors of `toolwright/providers`: a tool schema a provider format cannot express, and a tool
 * name a provider does not accept.
 * @module
 */
import { hasErrorBrand } from '../../internal/error-brand';
import { ToolwrightError } from '../../runtime';

/** The provider formats `toolwright/providers` writes. */
export type ProviderName = 'openai' | 'anthropic' | 'gemini';

/**
 * Thrown when a tool's input schema cannot be written in a provider's format without changing
 * what the tool accepts in a way the provider would reject: a record with arbitrary keys under
 * OpenAI's strict profile, a recursive schema in Gemini's `Schema` format, and the like.
 * `pointer` is the JSON pointer of the offending node in the tool's input JSON Schema.
 */
export class ProviderSchemaError extends ToolwrightError {
  /** The provider format being written. */
  readonly provider: ProviderName;
  /** The tool's name in that format. */
  readonly toolName: string;
  /** JSON pointer (RFC 6901) of the node, in the tool's input JSON Schema; `''` is the root. */
  readonly pointer: string;
  /** Why the node cannot be written. */
  readonly reason: string;

  constructor(provider: ProviderName, toolName: string, pointer: string, reason: string, options?: { cause?: unknown }) {
    super(
      'ProviderSchemaError',
      `Cannot write the input schema of tool "${toolName}" for ${PROVIDER_LABEL[provider]}: at "${pointer || '/'}": ${reason}`,
      options,
    );
    this.provider = provider;
    this.toolName = toolName;
    this.pointer = pointer;
    this.reason = reason;
  }

  /** Whether `value` is a ProviderSchemaError, from any copy of the package. */
  static override isInstance(value: unknown): value is ProviderSchemaError {
    return hasErrorBrand(value, 'ProviderSchemaError');
  }
}

/** Thrown when a tool's name does not fit the provider's rules for function names. */
export class ProviderToolNameError extends ToolwrightError {
  readonly provider: ProviderName;
  readonly toolName: string;
  /** The rule the name breaks, in words. */
  readonly rule: string;

  constructor(provider: ProviderName, toolName: string, rule: string) {
    super('ProviderToolNameError', `Tool name ${JSON.stringify(toolName)} is not valid for ${PROVIDER_LABEL[provider]}: ${rule}`);
    this.provider = provider;
    this.toolName = toolName;
    this.rule = rule;
  }

  /** Whether `value` is a ProviderToolNameError, from any copy of the package. */
  static override isInstance(value: unknown): value is ProviderToolNameError {
    return hasErrorBrand(value, 'ProviderToolNameError');
  }
}

const PROVIDER_LABEL: Record<ProviderName, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Gemini',
};
