/** Where a transformed tool payload goes: the UI (`display`) or the stored conversation (`transcript`). */
export type ToolPayloadTransformTarget = 'display' | 'transcript';

/** The moment in a tool call's life a payload transform runs for. */
export type ToolPayloadTransformPhase = 'input-delta' | 'input-available' | 'output-available' | 'error' | 'approval' | 'suspend' | 'resume';

/** What a payload transform receives: the target, the phase and the payload of that phase. */
export type ToolPayloadTransformContext<TInput = unknown, TOutput = unknown, TError = unknown> = {
  target: ToolPayloadTransformTarget;
  phase: ToolPayloadTransformPhase;
  toolName: string;
  toolCallId: string;
  input?: TInput | undefined;
  inputTextDelta?: string | undefined;
  output?: TOutput | undefined;
  error?: TError | undefined;
  suspendPayload?: unknown;
  resumeData?: unknown;
  providerMetadata?: Record<string, unknown> | undefined;
  context?: Record<string, unknown> | undefined;
};

/** The value a payload transform produces (any replacement payload). */
export type ToolPayloadTransformResult = unknown;

/** Rewrites one tool payload before it leaves the runtime; raw values still reach `execute`. */
export type ToolPayloadTransformFunction<TInput = unknown, TOutput = unknown, TError = unknown> = (
  context: ToolPayloadTransformContext<TInput, TOutput, TError>,
) => ToolPayloadTransformResult | Promise<ToolPayloadTransformResult>;

/** One transform per kind of payload, for a single target. */
export type ToolPayloadTransformTargetConfig<TInput = unknown, TOutput = unknown, TError = unknown> = {
  input?: ToolPayloadTransformFunction<TInput, TOutput, TError>;
  inputDelta?: ToolPayloadTransformFunction<TInput, TOutput, TError>;
  output?: ToolPayloadTransformFunction<TInput, TOutput, TError>;
  error?: ToolPayloadTransformFunction<TInput, TOutput, TError>;
  approval?: ToolPayloadTransformFunction<TInput, TOutput, TError>;
  suspend?: ToolPayloadTransformFunction<TInput, TOutput, TError>;
  resume?: ToolPayloadTransformFunction<TInput, TOutput, TError>;
};

/** A tool's `transform` option: transforms keyed by target. */
export type ToolPayloadTransform<TInput = unknown, TOutput = unknown, TError = unknown> = Partial<
  Record<ToolPayloadTransformTarget, ToolPayloadTransformTargetConfig<TInput, TOutput, TError>>
>;

/** An agent-wide transform applied to every tool's payloads, optionally for some targets only. */
export type ToolPayloadTransformPolicy = {
  transformToolPayload?: ToolPayloadTransformFunction;
  targets?: ToolPayloadTransformTarget[];
};
