/** Where a ToolStream sends its chunks. */
export type ToolStreamWriteFn = (chunk: any) => unknown;

/** Identifies the producer of a ToolStream's chunks. */
export interface ToolStreamOptions {
  /** `tool`, `workflow-step`, …: chunk types are `<prefix>-output`. */
  prefix: string;
  callId: string;
  name: string;
  runId: string;
}

/**
 * The `writer` a tool receives: a WritableStream whose writes become
 * `{ type: '<prefix>-output', runId, from: 'USER', payload: { output, … } }` chunks.
 * `custom(chunk)` forwards a chunk as is.
 *
 * Declared as an interface plus a constructor rather than as a class, so the type lists only
 * the public members: `prefix`, `callId`, `name`, `runId`, `writeFn` and `_write` exist at
 * runtime, as in Mastra 1.71, but stay out of the type. A class type with private members
 * only accepts instances of that very class, so declaring them would keep Mastra's own
 * `ToolStream` instances from fitting this type.
 */
export interface ToolStream extends WritableStream<unknown> {
  /** Writes one output chunk. */
  write(data: unknown): Promise<void>;
  /** Sends a chunk of your own shape, unwrapped. */
  custom(data: unknown): Promise<void>;
}

/** The `ToolStream` constructor: `new ToolStream({ prefix, callId, name, runId }, writeFn?)`. */
export interface ToolStreamConstructor {
  /** A stream whose chunks go to `writeFn`; without one, writes are dropped. */
  new (options: ToolStreamOptions, writeFn?: ToolStreamWriteFn): ToolStream;
  readonly prototype: ToolStream;
}

// The implementation is an anonymous class expression so that it takes its runtime name
// (`ToolStream.name`) from the property key; the annotation hides its private members. It is
// made in a call marked pure so that a bundle that never uses it can drop it (`extends` of a
// global would otherwise count as a side effect).
export const ToolStream: ToolStreamConstructor = /* @__PURE__ */ (() =>
  ({
    ToolStream: class extends WritableStream<unknown> {
      private prefix: string;
      private callId: string;
      private name: string;
      private runId: string;
      private writeFn: ToolStreamWriteFn | undefined;

      constructor(options: ToolStreamOptions, writeFn?: ToolStreamWriteFn) {
        super({ write: (chunk) => getInstance()._write(chunk) });
        const self = this;
        function getInstance() {
          return self;
        }
        this.prefix = options.prefix;
        this.callId = options.callId;
        this.name = options.name;
        this.runId = options.runId;
        this.writeFn = writeFn;
      }

      /** Wraps `data` in an output chunk and hands it to the write function. */
      private async _write(data: unknown): Promise<void> {
        if (!this.writeFn) return;
        const origin =
          this.prefix === 'workflow-step'
            ? { runId: this.runId, stepName: this.name }
            : { [`${this.prefix}CallId`]: this.callId, [`${this.prefix}Name`]: this.name };
        await this.writeFn({ type: `${this.prefix}-output`, runId: this.runId, from: 'USER', payload: { output: data, ...origin } });
      }

      async write(data: unknown): Promise<void> {
        await this._write(data);
      }

      async custom(data: unknown): Promise<void> {
        if (this.writeFn) await this.writeFn(data);
      }
    },
  }).ToolStream)();
