/**
 * A seeded pseudo-random generator (mulberry32): tiny, fast and identical on every platform, which is all that
 * deterministic demo data needs. Each part of the generator forks its own stream by name, so adding draws in one
 * part does not shift the data of another.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    const value = list[Math.floor(this.next() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  /** Normally distributed (Box-Muller). */
  normal(mean: number, deviation: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A skewed positive value around `median` (log-normal), e.g. payment delays: mostly short, a few long. */
  logNormal(median: number, spread: number): number {
    return median * Math.exp(this.normal(0, spread));
  }

  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [list[i], list[j]] = [list[j] as T, list[i] as T];
    }
    return list;
  }

  fork(label: string): Random {
    return new Random(hashSeed(this.state, label));
  }
}

/** FNV-1a over the label, mixed with the seed. */
function hashSeed(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Weighted choice among many entries in O(log n) per draw (consignees, handlers ...). */
export class WeightedTable<T> {
  private readonly values: T[];
  private readonly cumulative: number[];

  constructor(entries: readonly (readonly [T, number])[]) {
    this.values = [];
    this.cumulative = [];
    let total = 0;
    for (const [value, weight] of entries) {
      if (weight <= 0) continue;
      total += weight;
      this.values.push(value);
      this.cumulative.push(total);
    }
    if (this.values.length === 0) throw new Error('a weighted table needs a positive weight');
  }

  draw(random: Random): T {
    const target = random.next() * (this.cumulative[this.cumulative.length - 1] as number);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return this.values[low] as T;
  }
}

/** Weights 1, 1/2^s, 1/3^s ...: a few big customers and a long tail of small ones. */
export function zipfWeights(count: number, exponent: number): number[] {
  return Array.from({ length: count }, (_, i) => 1 / (i + 1) ** exponent);
}
