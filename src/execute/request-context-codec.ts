import type { AcceptsInput, EncodeValues } from '../context/transformed-request-context';
import { requestContextStandardSchema } from '../validation/validate-request-context';

/** How a request-context view decides what to write back to its source. */
export interface RequestContextCodec {
  accepts: AcceptsInput;
  encode: EncodeValues | undefined;
}

const codecs = new WeakMap<object, RequestContextCodec>();
const ignore = (): void => {};

function makeCodec(schema: unknown): RequestContextCodec {
  const std = requestContextStandardSchema(schema);
  const accepts: AcceptsInput = (values) => {
    try {
      const result = std['~standard'].validate(values);
      if (result instanceof Promise) {
        // Not decidable synchronously; the Promise is marked handled so a rejection is not left unhandled.
        result.then(ignore, ignore);
        return false;
      }
      return !('issues' in result) || !result.issues?.length;
    } catch {
      return false;
    }
  };
  let encode: EncodeValues | undefined;
  const zod = schema as { '~standard'?: { vendor?: unknown }; safeEncode?: unknown };
  if (zod['~standard']?.vendor === 'zod' && typeof zod.safeEncode === 'function') {
    const safeEncode = zod.safeEncode as (values: unknown) => { success: boolean; data?: unknown };
    encode = (values) => {
      try {
        const result = safeEncode.call(schema, values);
        if (result.success && result.data && typeof result.data === 'object' && !Array.isArray(result.data)) {
          return result.data as Record<string, unknown>;
        }
      } catch {
        // Not encodable: the caller reports it.
      }
      return undefined;
    };
  }
  return { accepts, encode };
}

/** The accept/encode pair for a request-context schema, built once per schema object. */
export function requestContextCodec(schema: unknown): RequestContextCodec {
  const key = schema as object;
  let codec = codecs.get(key);
  if (!codec) {
    codec = makeCodec(schema);
    codecs.set(key, codec);
  }
  return codec;
}
