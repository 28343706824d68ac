import { REQUEST_CONTEXT_INPUT_SOURCE } from './input-source';
import { RequestContext } from './request-context';

/** Says whether a full set of source values is acceptable schema input. */
export type AcceptsInput = (values: Record<string, unknown>) => boolean;
/** Encodes schema-output values back to schema input (zod codecs); undefined when it cannot. */
export type EncodeValues = (values: Record<string, unknown>) => Record<string, unknown> | undefined;

/**
 * The backing map of a context of this library's own class, whose `all` is therefore
 * `Object.fromEntries(registry)`; undefined for any other context (a subclass, an instance
 * with its own `all`, another copy of the class), which is read through `all`.
 */
function ownRegistry(source: RequestContext): Map<string, unknown> | undefined {
  if (source === null || typeof source !== 'object' || Object.getPrototypeOf(source) !== RequestContext.prototype || Object.hasOwn(source, 'all')) {
    return undefined;
  }
  const registry = (source as unknown as { registry?: unknown }).registry;
  return registry instanceof Map ? registry : undefined;
}

/**
 * Whether reading `source.all` can have no effect beyond building the object: a context of
 * this library's own class, with the class's own `all` getter. Any other value may have a
 * getter of its own there, whose calls a caller can observe.
 */
export function hasOwnClassAll(source: unknown): boolean {
  return ownRegistry(source as RequestContext) !== undefined;
}

/**
 * The request context a tool with a `requestContextSchema` receives: reads see the parsed
 * values, writes reach the caller's context in a form its schema accepts, or throw.
 */
export class TransformedRequestContext<Values = unknown> extends RequestContext<Values> {
  readonly #source: RequestContext;
  readonly #accepts: AcceptsInput;
  readonly #encode: EncodeValues | undefined;

  constructor(source: RequestContext, parsed: Record<string, unknown>, accepts: AcceptsInput, encode: EncodeValues | undefined) {
    // The source's values, then the parsed ones (a key already present keeps its place).
    super(Object.entries({ ...source.all, ...parsed }) as never);
    this.#source = source;
    this.#accepts = accepts;
    this.#encode = encode;
    Object.defineProperty(this, REQUEST_CONTEXT_INPUT_SOURCE, { value: source });
  }

  #toSource(key: string, value: unknown): unknown {
    if (this.#accepts({ ...this.#source.all, [key]: value })) return value;
    const encoded = this.#encode?.({ ...(this.all as Record<string, unknown>), [key]: value });
    if (encoded && Object.prototype.hasOwnProperty.call(encoded, key)) return encoded[key];
    throw new Error(`Unable to persist request context key "${key}": the value is not valid schema input and cannot be encoded from the schema output.`);
  }

  override set(key: any, value: any): void {
    this.#source.setRaw(key, this.#toSource(key, value));
    super.set(key, value);
  }

  override setRaw(key: string, value: unknown): void {
    this.#source.setRaw(key, this.#toSource(key, value));
    super.setRaw(key, value);
  }

  override delete(key: any): boolean {
    this.#source.deleteRaw(key);
    return super.delete(key);
  }

  override deleteRaw(key: string): boolean {
    this.#source.deleteRaw(key);
    return super.deleteRaw(key);
  }

  override clear(): void {
    super.clear();
    this.#source.clear();
  }
}
