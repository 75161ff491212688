import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { errors } from "./errors.ts";

/** A file being written: bytes go to a temp file, hashed and counted, and become visible only by `commit`. */
export interface PendingBlob {
  readonly version: string;
  write(chunk: Uint8Array): Promise<void>;
  /** Flushes to disk; returns the size and MD5 ETag. */
  finish(): Promise<{ size: number; eTag: string }>;
  /** Atomically moves the finished file into place (rename). Call inside the metadata transaction, before commit. */
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Object bytes under DATA_DIR/storage. A file is named by the object's version (a fresh UUID per write, kept in
 * storage.objects.version), never by its key, so no key can reach outside the store. Writes go to tmp/ and are
 * renamed into objects/ inside the metadata transaction: a crash leaves at worst an unreferenced file, which
 * `sweep` removes at the next start; a row never points at a missing or partial file.
 */
export class BlobStore {
  readonly root: string;
  private readonly tmpDir: string;
  private readonly objectsDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, "storage");
    this.tmpDir = path.join(this.root, "tmp");
    this.objectsDir = path.join(this.root, "objects");
    fs.mkdirSync(this.tmpDir, { recursive: true });
    fs.mkdirSync(this.objectsDir, { recursive: true });
  }

  pathOf(version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw errors.objectNotFound();
    return path.join(this.objectsDir, version.slice(0, 2), version);
  }

  async create(maxBytes: number): Promise<PendingBlob> {
    const version = randomUUID();
    const tmp = path.join(this.tmpDir, `${version}.part`);
    const final = this.pathOf(version);
    const handle = await fsp.open(tmp, "wx", 0o600);
    const hash = createHash("md5");
    let size = 0;
    let closed = false;
    const close = async () => {
      if (!closed) {
        closed = true;
        await handle.close();
      }
    };
    const discard = async () => {
      await close().catch(() => {});
      await fsp.rm(tmp, { force: true });
    };
    return {
      version,
      async write(chunk) {
        size += chunk.byteLength;
        if (size > maxBytes) throw errors.tooLarge();
        hash.update(chunk);
        let offset = 0;
        while (offset < chunk.byteLength) {
          const { bytesWritten } = await handle.write(chunk, offset, chunk.byteLength - offset);
          offset += bytesWritten;
        }
      },
      async finish() {
        await handle.sync();
        await close();
        return { size, eTag: `"${hash.digest("hex")}"` };
      },
      async commit() {
        await fsp.mkdir(path.dirname(final), { recursive: true });
        await fsp.rename(tmp, final);
        const dir = await fsp.open(path.dirname(final), "r");
        await dir.sync().finally(() => dir.close());
      },
      discard,
    };
  }

  /** Copies an existing version's bytes to a new version (for object copy); committed like a write. */
  async duplicate(version: string): Promise<PendingBlob> {
    const blob = await this.create(Number.MAX_SAFE_INTEGER);
    for await (const chunk of fs.createReadStream(this.pathOf(version))) await blob.write(chunk as Buffer);
    return blob;
  }

  async remove(version: string | null | undefined): Promise<void> {
    if (version) await fsp.rm(this.pathOf(version), { force: true }).catch(() => {});
  }

  /** Removes temp files and files no row references, skipping anything newer than `before` (in-flight writes). */
  async sweep(referenced: Set<string>, before: number): Promise<{ removed: number }> {
    let removed = 0;
    const old = async (file: string) => (await fsp.stat(file).catch(() => undefined))?.mtimeMs ?? Infinity;
    for (const name of await fsp.readdir(this.tmpDir).catch(() => [] as string[])) {
      const file = path.join(this.tmpDir, name);
      if ((await old(file)) < before) {
        await fsp.rm(file, { force: true });
        removed += 1;
      }
    }
    for (const shard of await fsp.readdir(this.objectsDir).catch(() => [] as string[])) {
      const dir = path.join(this.objectsDir, shard);
      for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
        const file = path.join(dir, name);
        if (!referenced.has(name) && (await old(file)) < before) {
          await fsp.rm(file, { force: true });
          removed += 1;
        }
      }
    }
    return { removed };
  }
}
