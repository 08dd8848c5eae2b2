// A small seeded PRNG (sfc32): the same --seed always yields the same dataset, unlike Math.random.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /**
   * An index in [0, size) drawn with probability proportional to 1/(index+offset) (Zipf, exponent 1):
   * a few values are very common and most are rare, like follower counts. A larger offset flattens the head.
   */
  zipf(size: number, offset?: number): number;
}

export function createRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of sfc32 still echo the seed; discard them.
  for (let i = 0; i < 15; i++) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    chance: (probability) => next() < probability,
    // Inverse CDF of the continuous 1/x law on [offset, size+offset): log-uniform, then floored.
    zipf: (size, offset = 1) =>
      Math.min(size - 1, Math.floor(offset * Math.exp(next() * Math.log((size + offset) / offset))) - offset),
  };
}

/** A generator for one named part of the dataset, so adding draws to one part does not shift the others. */
export function randomFor(seed: number, part: string, index = 0): Random {
  let hash = 2166136261 ^ seed;
  for (const char of `${part}:${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return createRandom(hash);
}
