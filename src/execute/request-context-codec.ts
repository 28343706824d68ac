import type { AcceptsInput, EncodeValues } from '../context/transformed-request-context';
import { perSchema } from '../internal/per-schema';
import { requestContextEncoderOf } from '../schema/vendors/hooks';
import { ignore } from '../validation/safe-validate';
import { requestContextStandardSchema } from '../validation/validate-request-context';

/** How a request-context view decides what to write back to its source. */
export interface RequestContextCodec {
  accepts: AcceptsInput;
  encode: EncodeValues | undefined;
}

function makeCodec(schema: object): RequestContextCodec {
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
  // A schema that reaches here is an object or a function: normalising it threw otherwise.
  const encode = requestContextEncoderOf(schema);
  return { accepts, encode };
}

const codecs = /* @__PURE__ */ perSchema(makeCodec);

/** The accept/encode pair for a request-context schema. */
export function requestContextCodec(schema: unknown): RequestContextCodec {
  return codecs(schema as object);
}
