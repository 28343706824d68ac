import type { ToolObserve } from './types';

/** An observe implementation that runs spans without recording and drops logs. */
export const noopObserve: ToolObserve = {
  async span(_name: string, fn: () => any) {
    return fn();
  },
  log() {},
};
