/**
 * In-memory token buckets, one per key ("ip:<address>" for visitors, "user:<sub>" for members).
 * Per function instance: hosted Supabase may run several instances, so the effective limit is a multiple
 * of the configured one; good enough to stop a single client hammering the extractor.
 */

export type Bucket = { tokens: number; updated: number };
export type Verdict = { allowed: boolean; retryAfterSeconds: number; remaining: number };

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly now: () => number = () => Date.now(),
    private readonly maxKeys = 10_000,
  ) {}

  take(key: string): Verdict {
    const t = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.evict(t);
      bucket = { tokens: this.capacity, updated: t };
      this.buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((t - bucket.updated) / 1000) * this.refillPerSecond);
    bucket.updated = t;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0, remaining: Math.floor(bucket.tokens) };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerSecond)), remaining: 0 };
  }

  private evict(t: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((t - b.updated) / 1000) * this.refillPerSecond >= this.capacity) this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxKeys) this.buckets.clear();
  }
}
