// The seeded random source of the differential fuzzers (test/parity/fuzz-*.parity.test.ts):
// mulberry32, so that every run draws the same scenarios from the same seed.

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** The mulberry32 generator for a 32-bit seed. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export const int = (r: Rng, n: number): number => Math.floor(r() * n);
/** One element of a non-empty list. */
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[int(r, xs.length)]!;
/** True with probability p. */
export const chance = (r: Rng, p: number): boolean => r() < p;
