import { getRequestContextInputSource } from '../context/input-source';
import { RequestContext } from '../context/request-context';
import { TransformedRequestContext } from '../context/transformed-request-context';
import { validateToolInput } from '../validation/validate-input';
import { validateToolOutput, validateToolSuspendData } from '../validation/validate-output';
import { validateRequestContext } from '../validation/validate-request-context';
import { consumeBuilderValidatedInput } from './builder-validated';
import { organizeContext } from './organize-context';
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

/**
 * Wraps a user's execute in the reference's pipeline: input validation (skipped when resuming),
 * request-context validation and view, suspend capture, context shaping, resume-data check,
 * the call, then suspend-payload and output validation. Validation failures are returned as
 * ValidationError objects; the user's own errors propagate.
 */
export function createValidatingExecute(host: ExecuteHost, userExecute: UserExecute) {
  return async (input: unknown, context?: any): Promise<unknown> => {
    const resuming = (context?.resumeData ?? context?.agent?.resumeData ?? context?.workflow?.resumeData) != null;
    const skipInput = consumeBuilderValidatedInput(context) || resuming;
    let data = input;
    if (!skipInput) {
      const checked = validateToolInput(host.inputSchema, input, host.id);
      if (checked.error) return checked.error;
      data = checked.data;
    }

    const source = getRequestContextInputSource(context?.requestContext);
    const rcSchema = host.requestContextSchema;
    const rc = validateRequestContext(rcSchema, source, host.id);
    if (rc.error) return rc.error;
    let requestContext: RequestContext;
    if (rcSchema) {
      const codec = requestContextCodec(rcSchema);
      requestContext = new TransformedRequestContext(source ?? new RequestContext(), rc.data, codec.accepts, codec.encode);
    } else {
      requestContext = context?.requestContext ?? new RequestContext();
    }

    let suspended: unknown = null;
    const wrap = (target: () => ((payload: unknown, options?: unknown) => unknown) | undefined) =>
      (payload: unknown, options?: unknown) => {
        suspended = payload;
        return target()?.(payload, options);
      };

    let organized: Ctx;
    if (!context) {
      organized = { requestContext, mastra: undefined };
    } else {
      const base: Ctx = context.suspend ? { ...context, suspend: wrap(() => context.suspend) } : { ...context };
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
