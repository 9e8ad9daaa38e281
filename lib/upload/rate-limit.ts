/**
 * Token buckets in memory, one per key (an upload token or a client address). Hand-written
 * because it is a dozen lines and needs no store: buckets live in this process only, so a
 * restart refills them and several server processes would each allow the full rate.
 */
interface Bucket {
  tokens: number;
  at: number;
}

const shared = globalThis as typeof globalThis & { __tsbRateBuckets?: Map<string, Bucket> };
const buckets = (shared.__tsbRateBuckets ??= new Map<string, Bucket>());

/** Keys kept before idle full buckets are dropped, so that random addresses cannot grow memory. */
const MAX_KEYS = 10_000;

export interface RateDecision {
  ok: boolean;
  /** Seconds until one more request would be allowed. */
  retryAfterSec: number;
}

/**
 * Takes one token from each key's bucket, or none if any is empty (so a refused request does
 * not use up the other key's allowance).
 */
export function takeToken(
  keys: readonly string[],
  rate: { burst: number; perMinute: number },
  now: number = Date.now(),
): RateDecision {
  const perMs = rate.perMinute / 60_000;
  const current = keys.map((key) => {
    const bucket = buckets.get(key) ?? { tokens: rate.burst, at: now };
    bucket.tokens = Math.min(rate.burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    return [key, bucket] as const;
  });
  const empty = current.filter(([, b]) => b.tokens < 1);
  if (empty.length > 0) {
    const wait = Math.max(...empty.map(([, b]) => (1 - b.tokens) / perMs));
    for (const [key, bucket] of current) buckets.set(key, bucket);
    return { ok: false, retryAfterSec: Math.ceil(wait / 1000) };
  }
  for (const [key, bucket] of current) {
    bucket.tokens -= 1;
    buckets.set(key, bucket);
  }
  if (buckets.size > MAX_KEYS) {
    for (const [key, bucket] of buckets) if (bucket.tokens >= rate.burst - 1) buckets.delete(key);
  }
  return { ok: true, retryAfterSec: 0 };
}

/** Forgets every bucket (tests). */
export function resetRateLimits(): void {
  buckets.clear();
}
