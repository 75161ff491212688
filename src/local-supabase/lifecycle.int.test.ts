import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "@test-support/stack/free-port.ts";
import { runChildStackToExit, startChildStack } from "@test-support/stack/child-stack.ts";
import { createThrowawayDatabase } from "@test-support/stack/postgres.ts";
import { nodeClient, testBackends } from "@test-support/stack/stack.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function environment(backend: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifecycle-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(await freePort()), WEB_DIR: path.join(dataDir, "web") };
  if (backend === "postgres") {
    const db = await createThrowawayDatabase();
    cleanups.push(() => db.drop());
    env.DATABASE_URL = db.url;
  }
  return env;
}

describe.each(await testBackends())("stack lifecycle on %s", { timeout: 300_000 }, (backend) => {
  it("keeps every acknowledged write across Ctrl-C, restart and kill -9 mid-write", async () => {
    const env = await environment(backend);
    const first = await startChildStack(env);
    expect(first.output()).toMatch(/Local admin created \(shown once\): \S+ \/ \S+/);
    const keys = first.status;
    const service = () => nodeClient(keys.API_URL, keys.SERVICE_ROLE_KEY);
    const before = await service().from("whitelisted_domains").insert({ domain_name: "before-restart.ca" }).select().single();
    expect(before.error).toBeNull();
    expect(await first.stop()).toBe(0);

    const second = await startChildStack(env);
    expect(second.status.ANON_KEY).toBe(keys.ANON_KEY);
    expect(second.output()).not.toContain("Local admin created");
    const kept = await service().from("whitelisted_domains").select("domain_name").eq("domain_name", "before-restart.ca");
    expect(kept.data).toHaveLength(1);

    // Writes in flight when the process dies: every acknowledged one must be there after the restart.
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; !stop; i++) {
        const name = `crash-${writer}-${i}.ca`;
        const { error } = await service().from("whitelisted_domains").insert({ domain_name: name });
        if (error) break;
        acknowledged.push(name);
      }
    });
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    await second.kill();
    stop = true;
    await Promise.allSettled(writers);

    const third = await startChildStack(env);
    const { data } = await service().from("whitelisted_domains").select("domain_name").like("domain_name", "crash-%");
    const present = new Set((data ?? []).map((row) => row.domain_name));
    expect(acknowledged.filter((name) => !present.has(name))).toEqual([]);
    expect(await third.stop()).toBe(0);
  });

  it("stops start-up on a failing migration with its file name and Postgres' error, leaving the database as it was", async () => {
    const env = await environment(backend);
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "project-"));
    cleanups.push(() => fs.rmSync(project, { recursive: true, force: true }));
    fs.cpSync(path.resolve("supabase"), path.join(project, "supabase"), { recursive: true, filter: (src) => !src.includes(`${path.sep}functions`) });
    const good = await startChildStack(env, project);
    expect(await good.stop()).toBe(0);

    fs.writeFileSync(
      path.join(project, "supabase/migrations/29991231000000_broken.sql"),
      "create table public.half_done (id int);\nselect * from public.no_such_table;\n",
    );
    const failed = await runChildStackToExit(env, project);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain("29991231000000_broken.sql");
    expect(failed.output).toMatch(/no_such_table/);

    fs.rmSync(path.join(project, "supabase/migrations/29991231000000_broken.sql"));
    const again = await startChildStack(env, project);
    const client = nodeClient(again.status.API_URL, again.status.SERVICE_ROLE_KEY);
    const halfDone = await client.from("half_done" as "posts").select("*");
    expect(halfDone.error).not.toBeNull();
    expect(await again.stop()).toBe(0);
  });
});

describe("configuration", () => {
  it("refuses bad values at start-up with a clear message", async () => {
    const result = await runChildStackToExit({ PORT: "not-a-port", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "admin@example.test" }, process.cwd());
    expect(result.code).toBe(1);
    expect(result.output).toContain("Invalid configuration");
    expect(result.output).toContain("PORT");
    expect(result.output).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    expect(result.output).toContain("Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither");
  });
});
