/**
 * Types for objects that belong to the host (the JavaScript runtime or Mastra itself).
 * toolwright never imports them: runtime globals are looked up on `globalThis` so they
 * resolve to the user's own `AbortSignal`/`WritableStream` (DOM or Node typings), and
 * Mastra-owned objects are typed `any` so code written against Mastra keeps compiling.
 */

interface AbortSignalShape {
  readonly aborted: boolean;
  readonly reason: any;
  throwIfAborted(): void;
  addEventListener(type: 'abort', listener: (event: any) => void, options?: any): void;
  removeEventListener(type: 'abort', listener: (event: any) => void, options?: any): void;
}

interface WritableStreamShape {
  readonly locked: boolean;
  abort(reason?: any): Promise<void>;
  close(): Promise<void>;
  getWriter(): any;
}

/** The environment's `AbortSignal` type; a structural stand-in when no DOM or Node typings are loaded. */
export type AbortSignalType = typeof globalThis extends { AbortSignal: { prototype: infer S } } ? S : AbortSignalShape;

/** The environment's `WritableStream<any>` type; a structural stand-in when none is loaded. */
export type WritableStreamType = typeof globalThis extends { WritableStream: { prototype: infer S } } ? S : WritableStreamShape;

/** A Mastra instance (or its primitives), as handed to tools by the Mastra runtime. */
export type MastraUnion = any;

/** The primitives (logger, storage, ...) of a Mastra instance. */
export type MastraPrimitives = any;

/** A Mastra `Workspace` (filesystem and sandbox), when the run is bound to one. */
export type WorkspaceHandle = any;

/** A Mastra browser, when the run has one. */
export type BrowserHandle = any;

/** A trusted server-side actor signal for fine-grained authorization checks. */
export type ActorSignalHandle = any;

/**
 * Tracing, logging and metrics handles Mastra derives from the current span. Each is
 * optional on the execution context.
 */
export interface ObservabilityContext {
  /** The tracing context (span creation and tree navigation). */
  tracing: any;
  /** Same as `tracing`, under the name used at forwarding sites. */
  tracingContext: any;
  /** A logger whose entries are correlated with the current span. */
  loggerVNext: any;
  /** Metrics tagged with the current span. */
  metrics: any;
}
