// A tiny seeded PRNG: the demo season must be identical for the same date on every machine,
// so Math.random is never used in the seed.

export type Rng = () => number;

/** mulberry32: 32-bit state, good enough spread for simulated results, and trivially reproducible. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One stream per season and round, so changing one event's simulation never shifts another's. */
export function rngForRound(season: number, round: number): Rng {
  return mulberry32(season * 1000 + round);
}

/** Approximately normal noise (Irwin–Hall with 6 uniforms), mean 0, standard deviation 1. */
export function normal(rng: Rng): number {
  let sum = 0;
  for (let i = 0; i < 6; i += 1) sum += rng();
  return (sum - 3) * Math.SQRT2;
}

/** Picks an index with probability proportional to its weight (weights must not all be zero). */
export function weightedIndex(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = rng() * total;
  for (let i = 0; i < weights.length; i += 1) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/** Weighted ordering without replacement (Plackett–Luce): strong items tend to come first. */
export function weightedOrder<T>(rng: Rng, items: readonly T[], weight: (item: T) => number): T[] {
  const pool = [...items];
  const ordered: T[] = [];
  while (pool.length > 0) {
    const index = weightedIndex(rng, pool.map(weight));
    const [picked] = pool.splice(index, 1);
    if (picked !== undefined) ordered.push(picked);
  }
  return ordered;
}
