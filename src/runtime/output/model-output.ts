/**
 * What the model is told about a tool call's outcome: the default tool-result output, the
 * normalisation of a tool's `toModelOutput` value, and the per-spec conversion of multimodal parts.
 */
import { isValidationError } from '../../validation/validation-error';

/** A tool-result output as the runtime hands it to the model (V2-authored shape). */
export type ModelOutput =
  | { type: 'text'; value: string }
  | { type: 'json'; value: unknown }
  | { type: 'error-text'; value: string }
  | { type: 'content'; value: unknown[] }
  | Record<string, unknown>;

/** Message of a thrown value, the way the AI SDK renders tool errors for the model. */
function errorMessageOf(error: unknown): string {
  if (error === null || error === undefined) return 'unknown error';
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  return JSON.stringify(error);
}

/**
 * The output the model gets without `toModelOutput`: `error-text` with the error's message when an
 * error is given (second argument present and not undefined), else `text` for a string result and
 * `json` for anything else (`undefined` becomes `null`). Values are not copied.
 */
export function defaultModelOutput(result: unknown, error?: unknown): ModelOutput {
  if (error !== undefined) return { type: 'error-text', value: errorMessageOf(error) };
  if (typeof result === 'string') return { type: 'text', value: result };
  return { type: 'json', value: result === undefined ? null : result };
}

/** Arrays count, as in the reference's `typeof value === 'object'` checks. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function normalizeContentPart(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const kind = item['type'];
  if (kind === 'image-url' && typeof item['url'] === 'string') {
    const url = item['url'];
    if (!/^data:/i.test(url)) return item;
    const given = item['mediaType'];
    const mediaType = typeof given === 'string' && given ? given : url.slice(5, url.indexOf(';')) || 'image/jpeg';
    const rest: Record<string, unknown> = { ...item };
    delete rest['url'];
    return { ...rest, type: 'media', data: url, mediaType };
  }
  if (kind === 'image-data' && typeof item['data'] === 'string') {
    return { ...item, type: 'media', mediaType: item['mediaType'] ?? 'image/jpeg' };
  }
  if (kind === 'file-data' && typeof item['data'] === 'string') {
    return { ...item, type: 'media', mediaType: item['mediaType'] ?? 'application/octet-stream' };
  }
  return item;
}

/**
 * Normalises a `toModelOutput` value to the stored (V2) shape: in a `{type:'content', value:[…]}`
 * output, `image-data`/`file-data` parts and `image-url` parts with a `data:` URI become
 * `{type:'media', data, mediaType}` (defaults `image/jpeg` / `application/octet-stream`; a data URI
 * gives its own media type); remote URLs and other parts are kept. Anything else is returned as is.
 */
export function normalizeModelOutput(output: unknown): unknown {
  if (!isRecord(output)) return output;
  if (output['type'] !== 'content' || !Array.isArray(output['value'])) return output;
  return { ...output, value: (output['value'] as unknown[]).map(normalizeContentPart) };
}

/** The parts of a tool accepted by {@link resolveModelOutput}. */
export interface ModelOutputTool {
  toModelOutput?: ((output: any) => unknown) | undefined;
}

/** Result of {@link resolveModelOutput}. */
export interface ResolvedModelOutput {
  /** What the next prompt carries as the tool-result `output` (V2-authored shape). */
  modelOutput: unknown;
  /**
   * The normalised `toModelOutput` value when it was called and returned non-null: what the
   * reference stores at `providerMetadata.mastra.modelOutput`. `undefined` otherwise.
   */
  raw: unknown;
}

/**
 * Resolves the model-facing output of a successful call. `toModelOutput` runs only for a result
 * `!= null` that is not a ValidationError; its normalised value replaces the default unless
 * it is null/undefined. A throwing `toModelOutput` rejects (the caller fails the call/run).
 * A ValidationError (input, output or request context refused) always reaches the model as the
 * default output, which carries its validation message: a mapper written for the tool's output
 * would describe a refused call as a success (the reference calls it; a deviation).
 * The reference reads `toModelOutput` only from the tool under the called name's record key
 * (not a provider-name or id match): pass `undefined` as tool in that case.
 */
export async function resolveModelOutput(tool: ModelOutputTool | undefined, result: unknown): Promise<ResolvedModelOutput> {
  const mapper = tool?.toModelOutput;
  if (mapper && result !== null && result !== undefined && !isValidationError(result)) {
    const mapped = normalizeModelOutput(await mapper(result));
    if (mapped !== null && mapped !== undefined) return { modelOutput: mapped, raw: mapped };
  }
  return { modelOutput: defaultModelOutput(result), raw: undefined };
}
