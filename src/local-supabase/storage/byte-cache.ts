/**
 * Bytes of small objects by version. A version's bytes never change (every write makes a new version), so entries
 * need no invalidation; the least recently used are dropped past `maxBytes`.
 */
export class ByteCache {
  private readonly entries = new Map<string, Uint8Array<ArrayBuffer>>();
  private total = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024, readonly maxEntryBytes = 1024 * 1024) {}

  get(version: string): Uint8Array<ArrayBuffer> | undefined {
    const hit = this.entries.get(version);
    if (hit) {
      this.entries.delete(version);
      this.entries.set(version, hit);
    }
    return hit;
  }

  set(version: string, bytes: Uint8Array<ArrayBuffer>): void {
    if (bytes.byteLength > this.maxEntryBytes || this.entries.has(version)) return;
    this.entries.set(version, bytes);
    this.total += bytes.byteLength;
    for (const [key, value] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(key);
      this.total -= value.byteLength;
    }
  }

  delete(version: string | null | undefined): void {
    const hit = version ? this.entries.get(version) : undefined;
    if (hit && version) {
      this.entries.delete(version);
      this.total -= hit.byteLength;
    }
  }
}
