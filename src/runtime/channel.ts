// The queue between a running tool call and the consumer iterating its stream.

/** An unbounded async queue: the producer never waits, a `next()` waits for the next value. */
export class Channel<T> {
  private buffer: T[] = [];
  private waiting: Array<(result: IteratorResult<T>) => void> = [];
  private closed = false;

  /** Hands `value` to a waiting `next()`, or buffers it; dropped once closed. */
  push(value: T): void {
    if (this.closed) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter({ value, done: false });
    else this.buffer.push(value);
  }

  /** Ends the queue: waiting and later `next()` calls get `done` once the buffer is drained. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter({ value: undefined as never, done: true });
  }

  /** The next value, as an iterator result. */
  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift() as T, done: false });
    if (this.closed) return Promise.resolve({ value: undefined as never, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Stops buffering for a consumer that left; the run itself goes on. */
  detach(): void {
    this.buffer = [];
    this.close();
  }
}
