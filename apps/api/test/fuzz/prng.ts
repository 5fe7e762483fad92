/** A small seeded PRNG (mulberry32): the same seed replays the same requests. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** A version-4-shaped UUID built from the stream (crypto.randomUUID would break replays). */
  uuid(): string;
}

export const DEFAULT_FUZZ_SEED = 20_261_123;

/** FUZZ_SEED from the environment (to replay a failure), else the fixed default. */
export function fuzzSeed(env: Record<string, string | undefined> = process.env): number {
  const raw = env.FUZZ_SEED;
  if (raw === undefined || raw === '') return DEFAULT_FUZZ_SEED;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${raw}`);
  return seed;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)] as (typeof list)[number],
    chance: (probability) => next() < probability,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${['8', '9', 'a', 'b'][int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
