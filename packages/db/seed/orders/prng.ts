/** A seeded pseudo-random source: the same seed gives the same demo data on every machine. */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One value of [value, weight] pairs, in proportion to the weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A text of `length` characters drawn from `alphabet`. */
  text(alphabet: string, length: number): string;
}

/** mulberry32: small, fast and good enough for demo data (not for secrets). */
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
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick: empty list');
    return item;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let r = next() * total;
      for (const [value, weight] of entries) {
        r -= weight;
        if (r < 0) return value;
      }
      return pick(entries)[0];
    },
    text: (alphabet, length) =>
      Array.from({ length }, () => alphabet.charAt(int(0, alphabet.length - 1))).join(''),
  };
}
