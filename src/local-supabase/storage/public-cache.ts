import type { SqlRunner } from "../db/sql.ts";
import type { ObjectRow } from "./objects-sql.ts";

interface Entry {
  row: ObjectRow | null;
  bucketPublic: boolean;
  expires: number;
}

/**
 * Public-object metadata kept for a moment, so hot public images (the feed) cost no database round trip.
 * Dropped on every write through this service; a change made straight in SQL shows within `ttlMs`.
 */
export class PublicObjectCache {
  private readonly entries = new Map<string, Entry>();
  /** One lookup in flight per key: when an entry expires under load, concurrent requests share the query. */
  private readonly pending = new Map<string, Promise<Entry>>();
  /** Bumped by every write: a lookup that started before it never stores what it read. */
  private generation = 0;

  constructor(private readonly ttlMs = 2_000, private readonly maxEntries = 5_000) {}

  async get(db: SqlRunner, bucket: string, name: string): Promise<{ bucketPublic: boolean; row: ObjectRow | null }> {
    const key = `${bucket}\u0000${name}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const lookup = this.lookup(db, key, bucket, name, generation).finally(() => {
      if (this.pending.get(key) === lookup) this.pending.delete(key);
    });
    this.pending.set(key, lookup);
    return lookup;
  }

  private async lookup(db: SqlRunner, key: string, bucket: string, name: string, generation: number): Promise<Entry> {
    const [found] = await db.query<ObjectRow & { bucket_public: boolean }>(
      `select b.public as bucket_public, o.id, o.bucket_id, o.name, o.owner, o.owner_id, o.version, o.metadata, o.user_metadata,
              o.created_at, o.updated_at, o.last_accessed_at
       from storage.buckets b left join storage.objects o on o.bucket_id = b.id and o.name = $2
       where b.id = $1`,
      [bucket, name],
    );
    const entry: Entry = { bucketPublic: found?.bucket_public ?? false, row: found?.id ? found : null, expires: Date.now() + this.ttlMs };
    if (generation !== this.generation) return entry;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}
