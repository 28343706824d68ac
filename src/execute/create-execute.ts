import { getRequestContextInputSource } from '../context/input-source';
import { RequestContext } from '../context/request-context';
import { TransformedRequestContext } from '../context/transformed-request-context';
import { toStandardSchema } from '../schema/to-standard-schema';
import type { StandardSchemaWithJSON } from '../schema/types';
import { validateStandardInput, validateToolInput } from '../validation/validate-input';
import { validateToolOutput, validateToolSuspendData } from '../validation/validate-output';
import { validateRequestContext } from '../validation/validate-request-context';
import { consumeBuilderValidatedInput } from './builder-validated';
import { copyContext, organizeContext } from './organize-context';
import { requestContextCodec } from './request-context-codec';

/** The schemas and id the wrapper reads from its tool at call time. */
export interface ExecuteHost {
  id?: string | undefined;
  inputSchema?: unknown;
  outputSchema?: unknown;
  suspendSchema?: unknown;
  resumeSchema?: unknown;
  requestContextSchema?: unknown;
}

type UserExecute = (input: any, context: any) => unknown;
type Ctx = Record<string, any>;

/** The input schema normalised for validation, or undefined when nothing is validated. */
function standardInput(schema: unknown): StandardSchemaWithJSON | undefined {
  if (!schema || !('~standard' in (schema as object))) return undefined;
  return toStandardSchema(schema);
}

/**
 * Wraps a user's execute in the reference's pipeline: input validation (skipped when resuming),
 * request-context validation and view, suspend capture, context shaping, resume-data check,
 * the call, then suspend-payload and output validation. Validation failures are returned as
 * ValidationError objects; the user's own errors propagate.
 *
 * The hot path allocates only what the result holds: the input schema is normalised once per
 * schema object (the tool's property is re-read on every call, so reassigning it still works),
 * a request context's values are read only when a schema validates them, and suspend wrappers
 * are made only for a context that can suspend.
 */
export function createValidatingExecute(host: ExecuteHost, userExecute: UserExecute) {
  let inputSource: unknown;
  let inputStd: StandardSchemaWithJSON | undefined;
  return async (input: unknown, context?: any): Promise<unknown> => {
    const resuming = !!context && (context.resumeData ?? context.agent?.resumeData ?? context.workflow?.resumeData) != null;
    const skipInput = consumeBuilderValidatedInput(context) || resuming;
    let data = input;
    if (!skipInput) {
      const schema = host.inputSchema;
      if (schema !== inputSource || inputSource === undefined) {
        inputStd = standardInput(schema);
        inputSource = schema;
      }
      if (inputStd) {
        const checked = validateStandardInput(inputStd, input, host.id);
        if (checked.error) return checked.error;
        data = checked.data;
      }
    }

    const rcSchema = host.requestContextSchema;
    let requestContext: RequestContext;
    if (rcSchema) {
      const source = getRequestContextInputSource(context?.requestContext);
      const rc = validateRequestContext(rcSchema, source, host.id);
      if (rc.error) return rc.error;
      const codec = requestContextCodec(rcSchema);
      requestContext = new TransformedRequestContext(source ?? new RequestContext(), rc.data, codec.accepts, codec.encode);
    } else {
      requestContext = context?.requestContext ?? new RequestContext();
    }

    let suspended: unknown = null;
    let organized: Ctx;
    if (!context) {
      organized = { requestContext, mastra: undefined };
    } else {
      const wrap = (target: () => ((payload: unknown, options?: unknown) => unknown) | undefined) =>
        (payload: unknown, options?: unknown) => {
          suspended = payload;
          return target()?.(payload, options);
        };
      // A fresh copy that organizeContext may complete in place.
      const base = copyContext(context);
      if (context.suspend) base.suspend = wrap(() => context.suspend);
      organized = organizeContext(base, requestContext, wrap);
    }

    const resumeData = organized.agent?.resumeData ?? organized.workflow?.resumeData ?? organized.resumeData;
    if (resumeData != null) {
      const checked = validateToolInput(host.resumeSchema, resumeData, host.id);
      if (checked.error) return checked.error;
    }

    const output = await userExecute(data, organized);

    if (suspended) {
      const checked = validateToolSuspendData(host.suspendSchema, suspended, host.id);
      if (checked.error) return checked.error;
    }
    const checked = validateToolOutput(host.outputSchema, output, host.id, output === undefined && !!suspended);
    if (checked.error) return checked.error;
    return checked.data;
  };
}
