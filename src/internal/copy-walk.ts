import { setOwn } from './set-own';

/** A visitor's answer: leave the child out (an array keeps the slot as a hole). */
export const SKIP = Symbol('skip');
/** A visitor's answer: walk into the child, an array or an object, and store its copy. */
export const DESCEND = Symbol('descend');
/** A visitor's answer: end the walk; {@link copyWalk} returns STOP. */
export const STOP = Symbol('stop');

/** One container being copied: its children, the next one, and the copy so far. */
export interface WalkFrame {
  readonly value: object;
  /** The entries of an object; undefined for an array. */
  readonly entries: [string, unknown][] | undefined;
  readonly length: number;
  /** The dotted path of the container, `''` for the root (only with `paths`). */
  readonly at: string;
  next: number;
  copy: unknown[] | Record<string, unknown> | undefined;
}

/** How {@link copyWalk} copies. */
export interface CopyWalkOptions {
  /** Copy a container only once a child changes: an unchanged container is kept as it is. */
  readonly lazy?: boolean;
  /** Store object keys by assignment, as a plain copy does (`__proto__` then sets the prototype). */
  readonly assign?: boolean;
  /** Hand the visitor each child's dotted path. */
  readonly paths?: boolean;
}

/**
 * What to do with one child: {@link SKIP}, {@link DESCEND}, {@link STOP}, or the value to
 * store. `key` is a string for an object entry, a number for an array slot; `onPath` holds the
 * containers from the root to the child's parent, so a child in it closes a cycle.
 */
export type CopyVisitor = (item: unknown, key: string | number, at: string, stack: readonly WalkFrame[], onPath: ReadonlySet<object>) => unknown;

/**
 * Copies an array or object all the way down, asking `visit` about each child: arrays by index
 * (a hole stays a hole), other objects by their own enumerable entries. The walk keeps its own
 * stack, so no depth of nesting overflows the call stack.
 */
export function copyWalk(root: object, visit: CopyVisitor, options: CopyWalkOptions): unknown {
  const { lazy, assign, paths } = options;
  const open = (value: object, at: string): WalkFrame => {
    const entries = Array.isArray(value) ? undefined : Object.entries(value);
    const length = entries ? entries.length : (value as unknown[]).length;
    return { value, entries, length, at, next: 0, copy: lazy ? undefined : entries ? {} : new Array<unknown>(length) };
  };
  const store = (frame: WalkFrame, next: unknown): void => {
    const i = frame.next++;
    if (frame.entries) {
      const [key, item] = frame.entries[i]!;
      if (!frame.copy) {
        if (next === item) return;
        const copy: Record<string, unknown> = {};
        for (let j = 0; j < i; j++) setOwn(copy, frame.entries[j]![0], frame.entries[j]![1]);
        frame.copy = copy;
      }
      if (assign) (frame.copy as Record<string, unknown>)[key] = next;
      else setOwn(frame.copy as Record<string, unknown>, key, next);
    } else {
      if (lazy) {
        // Copying only once a child changes: each stored child is compared with its slot, read again.
        const item = (frame.value as unknown[])[i];
        if (!frame.copy) {
          if (next === item) return;
          frame.copy = (frame.value as unknown[]).slice(0, i);
        }
      }
      (frame.copy as unknown[])[i] = next;
    }
  };
  const onPath = new Set<object>([root]);
  const stack: WalkFrame[] = [open(root, '')];
  for (;;) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.length) {
      stack.pop();
      onPath.delete(frame.value);
      const done = frame.copy ?? frame.value;
      if (stack.length === 0) return done;
      store(stack[stack.length - 1]!, done);
      continue;
    }
    let key: string | number;
    let item: unknown;
    if (frame.entries) [key, item] = frame.entries[frame.next]!;
    else {
      key = frame.next;
      if (!(key in frame.value)) {
        // A copy begun at a changed child is shorter than the array: it takes the hole too.
        if (lazy && frame.copy) (frame.copy as unknown[]).length = key + 1;
        frame.next++;
        continue;
      }
      item = (frame.value as unknown[])[key];
    }
    const at = paths ? (frame.at ? `${frame.at}.${key}` : String(key)) : '';
    const verdict = visit(item, key, at, stack, onPath);
    if (verdict === SKIP) frame.next++;
    else if (verdict === DESCEND) {
      onPath.add(item as object);
      stack.push(open(item as object, at));
    } else if (verdict === STOP) return STOP;
    else store(frame, verdict);
  }
}
