import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startChildStack, type ChildStack } from "@test-support/stack/child-stack.ts";
import { freePort } from "@test-support/stack/free-port.ts";
import { createThrowawayDatabase } from "@test-support/stack/postgres.ts";
import type { Backend } from "@test-support/stack/stack.ts";
import { childMemory, runLoad } from "../load/driver.ts";
import type { Endpoint } from "../load/http.ts";
import { Ledger, problems, verifyLedger } from "../load/ledger.ts";
import { createMembers, seedPosts } from "../load/members.ts";

export type CrashCycle = { cycle: number; ackedBeforeKill: number; unknownAtKill: number; problems: string[]; restartMs: number };
export type CrashReport = { backend: Backend; cycles: CrashCycle[]; counted: Record<string, number> };

const endpointOf = (stack: ChildStack): Endpoint => ({ url: stack.status.API_URL, anonKey: stack.status.ANON_KEY, serviceRoleKey: stack.status.SERVICE_ROLE_KEY });

/**
 * kill -9 the real `npm start` stack (child process) while virtual users write, restart it on the same data, and check
 * every write acknowledged before the kill is there exactly once, the saved state is the last acknowledged one, and
 * no upload is visible half-written. Repeats `cycles` times on one data directory / database.
 */
export async function crashCycles(backend: Backend, cycles: number, options: { users?: number; killAfterMs?: number } = {}): Promise<CrashReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-crash-"));
  const db = backend === "postgres" ? await createThrowawayDatabase() : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(await freePort()), WEB_DIR: path.join(dataDir, "no-web"), ...(db ? { DATABASE_URL: db.url } : {}) };
  let stack = await startChildStack(env);
  try {
    const endpoint = endpointOf(stack);
    const [author] = await createMembers(endpoint, 1, "crash-author");
    const postIds = await seedPosts(endpoint, author!.id, 30);
    const members = await createMembers(endpoint, options.users ?? 10, "crash-vu");
    const ledger = new Ledger();
    const tag = `crash${Date.now().toString(36)}`;
    const report: CrashReport = { backend, cycles: [], counted: {} };
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const stop = new AbortController();
      const load = runLoad(
        { label: `crash ${cycle}`, endpoint, members, postIds, durationMs: 600_000, tag, memory: childMemory(stack.process.pid ?? 0), stopSignal: stop.signal, thinkMs: 0, seed: cycle },
        ledger,
      );
      // Writes only matter here: let the mix run until enough writes are acknowledged, then pull the plug.
      const before = writes(ledger);
      const deadline = Date.now() + (options.killAfterMs ?? 20_000);
      while (writes(ledger) - before < 15 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, Math.random() * 200));
      await stack.kill();
      const ackedBeforeKill = writes(ledger);
      stop.abort();
      await load;
      const started = Date.now();
      stack = await startChildStack(env);
      const restartMs = Date.now() - started;
      const verification = await verifyLedger(endpoint, ledger, tag, members.map((m) => m.id));
      report.counted = verification.counted;
      report.cycles.push({ cycle, ackedBeforeKill, unknownAtKill: [...ledger.unknown.values()].reduce((n, s) => n + s.size, 0), problems: problems(verification), restartMs });
    }
    return report;
  } finally {
    await stack.stop().catch(() => undefined);
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function writes(ledger: Ledger): number {
  return ledger.count("offer") + ledger.count("report") + ledger.count("post") + ledger.count("upload");
}
