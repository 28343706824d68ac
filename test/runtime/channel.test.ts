import { describe, expect, it } from 'vitest';
import { Channel } from '../../src/runtime/channel';

describe('Channel', () => {
  it('hands values to waiting and later next() calls in order, then done once closed and drained', async () => {
    const channel = new Channel<number>();
    const first = channel.next();
    channel.push(1);
    channel.push(2);
    channel.close();
    channel.push(3);
    expect(await first).toEqual({ value: 1, done: false });
    expect(await channel.next()).toEqual({ value: 2, done: false });
    expect((await channel.next()).done).toBe(true);
  });

  it('detach() settles a next() that is already waiting, and drops what was buffered', async () => {
    const channel = new Channel<number>();
    const waiting = channel.next();
    channel.detach();
    expect((await waiting).done).toBe(true);
    channel.push(1);
    expect((await channel.next()).done).toBe(true);
  });
});
