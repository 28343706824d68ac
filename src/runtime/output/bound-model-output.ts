/**
 * The `modelOutputLimit` rules: how a model output longer than its limit is shortened, so that
 * what the model reads fits the limit and still says what it left out. Plain functions, with no
 * state; the mapping phase (`map-outcome.ts`) applies them to the model output it computed.
 *
 * How long an output is, in characters (JavaScript string length):
 * - `text`, `error-text`: the text.
 * - `json`, `error-json`: the JSON text of the value (`JSON.stringify`, no spaces).
 * - `content`: the sum of its parts: a text part counts its text; a part with inline data
 *   (`media`, `image-data`, `file-data`) counts its data (the base64 text that crosses the
 *   wire); a part by reference (`image-url`, `file-url`) its URL; any other part its JSON text.
 * - Anything else (an output of a shape the runtime does not know) is not measured, nor cut.
 *
 * How each is shortened, when it is longer than the limit:
 * - Text is cut, and ends with `\n[… 9,812 more characters]`.
 * - JSON stays valid JSON, never its text cut: a long string is cut and ends with
 *   `[… 9,812 more characters]` inside the string; an array keeps its first items and ends with a
 *   string item `[… 9,812 more items]`; an object keeps its small properties whole, shares what is
 *   left among the large ones (each shortened by these rules), leaves out those that no longer
 *   fit and says so in a last property `"…": "3 more keys"`. Numbers, booleans and null are kept
 *   or left out, never changed.
 * - Content keeps its parts in order: a text part that does not fit is cut as text, and the parts
 *   after it left out; an image or file that does not fit is left out whole (its data cannot be
 *   cut) and the parts after it are still tried. One last text part says how many parts were left
 *   out and how long they were: `[… 2 more parts, 204,800 characters]`.
 *
 * The shortened output always fits the limit when the limit is at least
 * {@link MIN_MODEL_OUTPUT_LIMIT} (the longest marker and a number fit in it), the only limits
 * the option accepts. A JSON value that `JSON.stringify` cannot write (a cycle, a BigInt) is left
 * as it is: a wire reports that it cannot be sent.
 * @module
 */
import type { ModelOutputLimit, ModelOutputTruncation } from '../types';

/** The smallest limit `modelOutputLimit` accepts: room for any marker, and for any number. */
export const MIN_MODEL_OUTPUT_LIMIT = 100;

/** An output shortened to its limit, and by how much. */
export interface BoundedModelOutput {
  readonly modelOutput: unknown;
  /** Absent when the output fit its limit (it is then returned as it was). */
  readonly truncated: ModelOutputTruncation | undefined;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return `a ${typeof value}`;
}

function checkLimit(value: unknown, where: string, caller: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < MIN_MODEL_OUTPUT_LIMIT) {
    throw new TypeError(`${caller}: ${where} must be a whole number of characters, at least ${MIN_MODEL_OUTPUT_LIMIT}, not ${describe(value)}`);
  }
}

/**
 * Refuses a `modelOutputLimit` that is neither a number of characters (a whole number, at least
 * {@link MIN_MODEL_OUTPUT_LIMIT}) nor `{ default?, tools: { [toolName]: number } }`, with a
 * TypeError naming the option and `caller`.
 */
export function checkModelOutputLimit(limit: unknown, caller = 'runToolCall'): void {
  if (limit === undefined || typeof limit === 'number') {
    if (limit !== undefined) checkLimit(limit, 'modelOutputLimit', caller);
    return;
  }
  if (typeof limit !== 'object' || limit === null || Array.isArray(limit)) {
    throw new TypeError(`${caller}: modelOutputLimit must be a number of characters or { default?, tools: { [toolName]: number } }, not ${describe(limit)}`);
  }
  const given = limit as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (key !== 'default' && key !== 'tools')
      throw new TypeError(`${caller}: modelOutputLimit has an unknown key ${JSON.stringify(key)} (expected default, tools)`);
  }
  if (given['default'] !== undefined) checkLimit(given['default'], 'modelOutputLimit.default', caller);
  const tools = given['tools'];
  if (typeof tools !== 'object' || tools === null || Array.isArray(tools)) {
    throw new TypeError(`${caller}: modelOutputLimit.tools must be an object of limits by tool name, not ${describe(tools)}`);
  }
  for (const [name, value] of Object.entries(tools)) checkLimit(value, `modelOutputLimit.tools[${JSON.stringify(name)}]`, caller);
}

/** The limit of a call to `toolName`: its own in `tools`, else `default`; undefined for none. */
export function modelOutputLimitFor(limit: ModelOutputLimit | undefined, toolName: string): number | undefined {
  if (limit === undefined || typeof limit === 'number') return limit;
  return Object.prototype.hasOwnProperty.call(limit.tools, toolName) ? limit.tools[toolName] : limit.default;
}

/** `9812` as `9,812`, the same in every locale. */
function count(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** The marker a cut text ends with. */
export function textMarker(omitted: number): string {
  return `\n[… ${plural(omitted, 'more character', 'more characters')}]`;
}

/** The marker a cut JSON string ends with. */
export function stringMarker(omitted: number): string {
  return `[… ${plural(omitted, 'more character', 'more characters')}]`;
}

/** The string item a shortened array ends with. */
export function arrayMarker(omitted: number): string {
  return `[… ${plural(omitted, 'more item', 'more items')}]`;
}

/** The value of the last property of an object some properties were left out of. */
export function objectMarker(omitted: number): string {
  return plural(omitted, 'more key', 'more keys');
}

/** The text of the last part of a content output some parts were left out of. */
export function partsMarker(omitted: number, characters: number): string {
  return `[… ${plural(omitted, 'more part', 'more parts')}, ${plural(characters, 'character', 'characters')}]`;
}

/** Whether code unit `code` begins a surrogate pair: a cut after it would leave half a character. */
function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * `text` cut so that it and its marker fit `budget` characters, where `size(kept, marker)` is the
 * length they take. The marker's count depends on where the text is cut, so the cut is settled
 * by trying again with the longer marker (at most a few times: the count only gets longer).
 */
function cutText(text: string, budget: number, marker: (omitted: number) => string, prefixLength: (end: number) => number): string | undefined {
  let reserve = marker(text.length).length;
  for (;;) {
    let end = prefixLength(budget - reserve);
    if (end < 0) return undefined;
    if (end > 0 && end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    const mark = marker(text.length - end);
    if (mark.length <= reserve) return text.slice(0, end) + mark;
    reserve = mark.length;
  }
}

/** A text output cut to `limit` characters. */
export function boundText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return cutText(text, limit, textMarker, (room) => (room < 0 ? -1 : Math.min(room, text.length))) ?? textMarker(text.length).slice(0, limit);
}

/** How many characters code unit `code` takes in a JSON string (`JSON.stringify`'s escapes). */
function escapedLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code === 0x22 || code === 0x5c) return 2;
  if (code < 0x20) return code === 0x08 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d ? 2 : 6;
  if (code >= 0xd800 && code <= 0xdfff) {
    // A lone surrogate is written as `\udxxx`; a pair as its two code units.
    const pairs = code <= 0xdbff ? isLowSurrogate(text.charCodeAt(index + 1)) : index > 0 && isHighSurrogate(text.charCodeAt(index - 1));
    return pairs ? 1 : 6;
  }
  return 1;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** A JSON value shortened to fit `budget` characters of JSON text, with its exact JSON length. */
interface Fitted {
  readonly value: unknown;
  readonly size: number;
  /** Only markers are left of the value: nothing of its own data. */
  readonly empty: boolean;
}

function jsonLength(value: unknown): number {
  return JSON.stringify(value).length;
}

/** The JSON length of a value, undefined for one JSON leaves out (undefined, a function, a symbol). */
function jsonSize(value: unknown): number | undefined {
  return JSON.stringify(value)?.length;
}

/** A string shortened to fit `budget` characters of JSON text (quotes included). */
function fitString(text: string, budget: number): Fitted | undefined {
  const cut = cutText(text, budget - 2, stringMarker, (room) => {
    if (room < 0) return -1;
    let used = 0;
    let end = 0;
    while (end < text.length) {
      const next = escapedLength(text, end);
      if (used + next > room) break;
      used += next;
      end += 1;
    }
    return end;
  });
  return cut === undefined ? undefined : { value: cut, size: jsonLength(cut), empty: cut === stringMarker(text.length) };
}

/** An array that keeps its first items, and ends with a marker of how many it left out. */
function fitArray(items: readonly unknown[], budget: number): Fitted | undefined {
  // Room for the marker of the most items left out is kept aside from the start, so that it
  // always fits after whatever was kept.
  const room = budget - 2 - (1 + jsonLength(arrayMarker(items.length)));
  const kept: unknown[] = [];
  let used = 0;
  for (const item of items) {
    const separator = kept.length > 0 ? 1 : 0;
    const left = room - used - separator;
    // JSON writes an item it leaves out as null.
    const whole = jsonSize(item) ?? 4;
    if (whole <= left) {
      kept.push(item);
      used += separator + whole;
      continue;
    }
    // An item of which only a marker would be left is counted with the items left out.
    const part = fitValue(item, left, whole);
    if (part && !part.empty) {
      kept.push(part.value);
      used += separator + part.size;
    }
    break;
  }
  // Nothing is left out only when the last item was the one cut: its own marker says so.
  const omitted = items.length - kept.length;
  const empty = kept.length === 0;
  if (omitted > 0) kept.push(arrayMarker(omitted));
  const size = jsonLength(kept);
  return size <= budget ? { value: kept, size, empty } : undefined;
}

/** The key of the marker property: `…`, or a longer run of it when the object has that key. */
function markerKey(object: Readonly<Record<string, unknown>>): string {
  let key = '…';
  while (Object.prototype.hasOwnProperty.call(object, key)) key += '…';
  return key;
}

/**
 * An object that keeps its smallest properties whole, as many as fit, and shares what is left of
 * `budget` evenly among the others, each shortened to its share, in their order; one of which
 * nothing would be left is left out, and a last property says how many were.
 */
function fitObject(object: Readonly<Record<string, unknown>>, budget: number): Fitted | undefined {
  const entries = Object.entries(object).flatMap(([name, value]) => {
    const size = jsonSize(value);
    return size === undefined ? [] : [{ name, value, size }];
  });
  const key = markerKey(object);
  const reserve = 1 + jsonLength(key) + 1 + jsonLength(objectMarker(entries.length));
  // A property takes its key, a colon, its value and a separator (one too many, which the room
  // of the braces takes).
  const sized = entries.map(({ name, value, size }, index) => ({ index, name, value, size, keyCost: jsonLength(name) + 2, cost: jsonLength(name) + 2 + size }));
  const bySize = [...sized].sort((a, b) => a.cost - b.cost);
  let left = budget - 2 - reserve + 1;
  const kept = new Map<number, unknown>();
  let i = 0;
  for (; i < bySize.length && bySize[i]!.cost <= left; i++) {
    kept.set(bySize[i]!.index, bySize[i]!.value);
    left -= bySize[i]!.cost;
  }
  for (let j = i; j < bySize.length; j++) {
    const entry = bySize[j]!;
    const share = Math.floor(left / (bySize.length - j));
    const part = fitValue(entry.value, share - entry.keyCost, entry.size);
    if (part && !part.empty) {
      kept.set(entry.index, part.value);
      left -= entry.keyCost + part.size;
    }
  }
  const out: Record<string, unknown> = {};
  // Defined, not assigned: a `__proto__` key of the data stays a key.
  const define = (name: string, value: unknown) => Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  for (const entry of sized) if (kept.has(entry.index)) define(entry.name, kept.get(entry.index));
  const omitted = entries.length - kept.size;
  if (omitted > 0) define(key, objectMarker(omitted));
  const size = jsonLength(out);
  return size <= budget ? { value: out, size, empty: kept.size === 0 } : undefined;
}

/**
 * `value` as it is when its JSON length (`whole`) fits `budget`, else shortened; undefined when
 * nothing of it fits. It is read as JSON writes it: its `toJSON` applied first.
 */
function fitValue(value: unknown, budget: number, whole: number): Fitted | undefined {
  if (whole <= budget) return { value, size: whole, empty: false };
  const plain =
    typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function'
      ? (value as { toJSON(): unknown }).toJSON()
      : value;
  if (typeof plain === 'string') return fitString(plain, budget);
  if (Array.isArray(plain)) return fitArray(plain, budget);
  if (typeof plain === 'object' && plain !== null) return fitObject(plain as Record<string, unknown>, budget);
  return undefined;
}

/**
 * A JSON value shortened so that its JSON text is at most `limit` characters ({@link MIN_MODEL_OUTPUT_LIMIT}
 * or more), and its JSON length before. The value is read as `JSON.stringify` writes it (`toJSON`
 * applied, `undefined` properties left out); one it cannot write is returned as it is.
 */
export function boundJSON(value: unknown, limit: number): { value: unknown; originalLength: number; length: number } {
  let whole: number | undefined;
  try {
    whole = jsonSize(value);
  } catch {
    return { value, originalLength: 0, length: 0 };
  }
  if (whole === undefined || whole <= limit) return { value, originalLength: whole ?? 0, length: whole ?? 0 };
  const fitted = fitValue(value, limit, whole);
  // Only a number longer than the limit has no shorter form; limits below the minimum are refused.
  if (!fitted) return { value: null, originalLength: whole, length: 4 };
  return { value: fitted.value, originalLength: whole, length: fitted.size };
}

/** How many characters a content part counts (see the top of this file). */
export function partLength(part: unknown): number {
  if (typeof part !== 'object' || part === null) return jsonLengthOrZero(part);
  const p = part as Record<string, unknown>;
  switch (p['type']) {
    case 'text':
      if (typeof p['text'] === 'string') return p['text'].length;
      break;
    case 'media':
    case 'image-data':
    case 'file-data':
      if (typeof p['data'] === 'string') return p['data'].length;
      break;
    case 'image-url':
    case 'file-url':
      if (typeof p['url'] === 'string') return p['url'].length;
      break;
  }
  return jsonLengthOrZero(part);
}

function jsonLengthOrZero(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

/** Content parts kept in order within `limit` characters, with a last text part for those left out. */
export function boundParts(parts: readonly unknown[], limit: number): { value: unknown[]; originalLength: number; length: number } {
  const lengths = parts.map(partLength);
  const originalLength = lengths.reduce((sum, n) => sum + n, 0);
  if (originalLength <= limit) return { value: parts as unknown[], originalLength, length: originalLength };
  const room = limit - partsMarker(parts.length, originalLength).length;
  const kept: unknown[] = [];
  let used = 0;
  let omitted = 0;
  let omittedLength = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const length = lengths[i]!;
    if (used + length <= room) {
      kept.push(part);
      used += length;
      continue;
    }
    const p = part as Record<string, unknown> | null;
    if (p !== null && typeof p === 'object' && p['type'] === 'text' && typeof p['text'] === 'string') {
      const cut = cutText(p['text'], room - used, textMarker, (space) => (space < 0 ? -1 : Math.min(space, length)));
      if (cut !== undefined) {
        kept.push({ ...p, text: cut });
        used += cut.length;
        for (let j = i + 1; j < parts.length; j++) {
          omitted += 1;
          omittedLength += lengths[j]!;
        }
        break;
      }
    }
    omitted += 1;
    omittedLength += length;
  }
  if (omitted > 0) {
    const marker = partsMarker(omitted, omittedLength);
    kept.push({ type: 'text', text: marker });
    used += marker.length;
  }
  return { value: kept, originalLength, length: used };
}

/**
 * A model output shortened to `limit` characters by the rules at the top of this file, and what
 * was cut; an output that fits (or whose shape is not known) is returned as it is.
 */
export function boundModelOutput(output: unknown, limit: number): BoundedModelOutput {
  if (typeof output !== 'object' || output === null) return { modelOutput: output, truncated: undefined };
  const o = output as Record<string, unknown>;
  const value = o['value'];
  switch (o['type']) {
    case 'text':
    case 'error-text': {
      if (typeof value !== 'string' || value.length <= limit) return { modelOutput: output, truncated: undefined };
      const text = boundText(value, limit);
      return shortened(o, text, { originalLength: value.length, length: text.length }, limit);
    }
    case 'json':
    case 'error-json': {
      const bounded = boundJSON(value, limit);
      if (bounded.value === value) return { modelOutput: output, truncated: undefined };
      return shortened(o, bounded.value, bounded, limit);
    }
    case 'content': {
      if (!Array.isArray(value)) return { modelOutput: output, truncated: undefined };
      const bounded = boundParts(value, limit);
      if (bounded.value === value) return { modelOutput: output, truncated: undefined };
      return shortened(o, bounded.value, bounded, limit);
    }
    default:
      return { modelOutput: output, truncated: undefined };
  }
}

function shortened(output: Record<string, unknown>, value: unknown, sizes: { originalLength: number; length: number }, limit: number): BoundedModelOutput {
  const { originalLength, length } = sizes;
  return { modelOutput: { ...output, value }, truncated: { limit, originalLength, length, omitted: originalLength - length } };
}
