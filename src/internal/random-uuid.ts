// Version 4 UUIDs from `crypto.getRandomValues`, for the ids the engine makes per call. The
// platform's `crypto.randomUUID()` is as fast, but on V8 it builds its string from some twenty
// pieces (about 590 bytes of garbage per id); this one writes the 36 characters into a reused
// byte array and decodes them once (one string of about 60 bytes). Both draw from the platform's
// cryptographic generator.

type RandomSource = { getRandomValues<T extends Uint8Array>(array: T): T };

/** The two ASCII hex digits of each byte value, at 2 * value. */
let hexDigits: Uint8Array | undefined;
/** Random bytes drawn in advance (one call fills 256 ids), and how many of them are used. */
let pool: Uint8Array | undefined;
let used = 0;
/** The id's 36 characters: the dashes stay, the hex digits are written over for each id. */
const text = new Uint8Array(36).fill(45);
let decoder: TextDecoder | undefined;
/** Where each of the 16 bytes goes in the 36 characters (the dashes sit at 8, 13, 18 and 23). */
const AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const POOL_BYTES = 4096;

function hexTable(): Uint8Array {
  const table = new Uint8Array(512);
  const digits = '0123456789abcdef';
  for (let value = 0; value < 256; value += 1) {
    table[2 * value] = digits.charCodeAt(value >> 4);
    table[2 * value + 1] = digits.charCodeAt(value & 15);
  }
  return table;
}

/**
 * A random (version 4, RFC 9562) UUID in lower case, as `crypto.randomUUID()` returns; undefined
 * when the runtime lacks `crypto.getRandomValues` or `TextDecoder`.
 * @internal
 */
export function randomUuid(): string | undefined {
  const source = (globalThis as { crypto?: Partial<RandomSource> }).crypto;
  if (typeof source?.getRandomValues !== 'function' || typeof TextDecoder !== 'function') return undefined;
  if (pool === undefined || used + 16 > POOL_BYTES) {
    pool = source.getRandomValues(new Uint8Array(POOL_BYTES));
    used = 0;
  }
  hexDigits ??= hexTable();
  decoder ??= new TextDecoder();
  for (let i = 0; i < 16; i += 1) {
    let byte = pool[used + i]!;
    // The version (4) in byte 6's high half, the variant (binary 10) in byte 8's top bits.
    if (i === 6) byte = (byte & 0x0f) | 0x40;
    else if (i === 8) byte = (byte & 0x3f) | 0x80;
    const at = AT[i]!;
    text[at] = hexDigits[2 * byte]!;
    text[at + 1] = hexDigits[2 * byte + 1]!;
  }
  used += 16;
  return decoder.decode(text);
}
