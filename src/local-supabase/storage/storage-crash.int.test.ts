import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { runStack } from "../server.ts";
import { nodeClient, testBackends } from "@test-support/stack/stack.ts";
import { createThrowawayDatabase } from "@test-support/stack/postgres.ts";
import { OTHER_PNG, TINY_IMAGES } from "@test-support/storage/images.ts";

const child = path.join(import.meta.dirname, "stack-child.ts");

function startChild(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ["--import", "tsx", child], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)/.exec(out);
      if (match) resolve({ proc, url: match[1]! });
    });
    proc.once("exit", (code) => reject(new Error(`stack child exited (${code}) before it was ready`)));
  });
}

const exited = (proc: ChildProcess) => new Promise<void>((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once("exit", () => resolve())));
const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : []);

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!check()) throw new Error("condition never held");
}

// Crash safety: kill the stack mid-upload and between the file rename and the row commit; after a restart the
// rows and files agree (the old version still served, no partial object visible, orphans swept).
describe.each(await testBackends())("Storage crash safety on %s", (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-crash-"));
  let dropDb: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps rows and files in agreement across kills", async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (backend === "postgres") {
      const db = await createThrowawayDatabase();
      env.DATABASE_URL = db.url;
      dropDb = () => db.drop();
    }
    const storageDir = path.join(dataDir, "storage");
    const keys = () => JSON.parse(fs.readFileSync(path.join(dataDir, "keys.json"), "utf8")) as { serviceRoleKey: string };

    // 1. A kept object, then an upload killed while its bytes stream in.
    const first = await startChild(env);
    let bucket = nodeClient(first.url, keys().serviceRoleKey).storage.from("post_images");
    const v1 = TINY_IMAGES["image/png"];
    expect((await bucket.upload("u/keep.png", new Blob([v1], { type: "image/png" }))).error).toBeNull();
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(v1.subarray(0, 33));
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const pending = bucket.upload("u/partial.png", endless, { contentType: "image/png" }).catch(() => undefined);
    await until(() => files(path.join(storageDir, "tmp")).length > 0);
    first.proc.kill("SIGKILL");
    await exited(first.proc);
    await pending;

    // 2. An upsert killed after its file was renamed into place but before its row committed.
    const second = await startChild({ ...env, STORAGE_CRASH_POINT: "before-commit" });
    bucket = nodeClient(second.url, keys().serviceRoleKey).storage.from("post_images");
    const upsert = await bucket.upload("u/keep.png", new Blob([OTHER_PNG], { type: "image/png" }), { upsert: true });
    expect(upsert.error).not.toBeNull();
    await exited(second.proc);
    expect(files(path.join(storageDir, "objects"))).toHaveLength(2);

    // 3. Restart: the committed state wins and the leftovers are swept.
    const running = await runStack(loadConfig({ ...env, PORT: "0", SEED_DEMO: "0", WEB_DIR: "no-web" }));
    try {
      bucket = nodeClient(running.url, keys().serviceRoleKey).storage.from("post_images");
      expect(Buffer.from(await (await bucket.download("u/keep.png")).data!.arrayBuffer()).equals(v1)).toBe(true);
      expect((await bucket.download("u/partial.png")).error).toMatchObject({ status: 404 });
      const rows = await running.stack.sql.query<{ name: string; version: string }>("select name, version from storage.objects");
      expect(rows.map((row) => row.name)).toEqual(["u/keep.png"]);
      expect(files(path.join(storageDir, "objects")).map((file) => file.name)).toEqual([rows[0]!.version]);
      expect(files(path.join(storageDir, "tmp"))).toEqual([]);
    } finally {
      await running.stop();
    }
  });
});
