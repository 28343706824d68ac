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
 */
export class ToolStream extends WritableStream<unknown> {
  prefix: string;
  callId: string;
  name: string;
  runId: string;
  writeFn: ToolStreamWriteFn | undefined;

  constructor(options: ToolStreamOptions, writeFn?: ToolStreamWriteFn) {
    let self: ToolStream | undefined;
    super({ write: (chunk) => self!._write(chunk) });
    self = this;
    this.prefix = options.prefix;
    this.callId = options.callId;
    this.name = options.name;
    this.runId = options.runId;
    this.writeFn = writeFn;
  }

  /** Wraps `data` in an output chunk and hands it to the write function. */
  async _write(data: unknown): Promise<void> {
    if (!this.writeFn) return;
    const origin =
      this.prefix === 'workflow-step'
        ? { runId: this.runId, stepName: this.name }
        : { [`${this.prefix}CallId`]: this.callId, [`${this.prefix}Name`]: this.name };
    await this.writeFn({ type: `${this.prefix}-output`, runId: this.runId, from: 'USER', payload: { output: data, ...origin } });
  }

  /** Writes one output chunk. */
  async write(data: unknown): Promise<void> {
    await this._write(data);
  }

  /** Sends a chunk of your own shape, unwrapped. */
  async custom(data: unknown): Promise<void> {
    if (this.writeFn) await this.writeFn(data);
  }
}
