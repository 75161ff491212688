import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestStack, testBackends } from "@test-support/stack/stack.ts";
import { ownMemory, runLoad } from "./load/driver.ts";
import { problems, verifyLedger } from "./load/ledger.ts";
import { createMembers, raiseReportThreshold, seedPosts } from "./load/members.ts";
import { summaryTable } from "./load/summary.ts";

// Short version of the soak (npm run soak): 50 virtual users for 30 s on one backend (PostgreSQL when it answers),
// 80% browsing, 15% saving/offering/reporting, 5% posting with an upload. Figures are printed, not asserted;
// correctness is: no 5xx (nor any other error) and every acknowledged write counted exactly once afterwards.
const backend = (await testBackends()).includes("postgres") ? "postgres" : "pglite";
const USERS = Number(process.env.RELIABILITY_USERS ?? 50);
const DURATION_MS = Number(process.env.RELIABILITY_LOAD_MS ?? 30_000);

describe(`load mix on ${backend}`, { timeout: DURATION_MS + 180_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await TestStack.start({ backend });
  });
  afterAll(() => stack?.stop());

  it("serves 50 concurrent users with no 5xx and loses or duplicates no acknowledged write", async () => {
    const endpoint = { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey };
    const [author] = await createMembers(endpoint, 1, "author");
    await raiseReportThreshold(endpoint);
    const postIds = await seedPosts(endpoint, author!.id, 60);
    const members = await createMembers(endpoint, USERS, "vu");
    const tag = `load${Date.now().toString(36)}`;
    const { figures, ledger } = await runLoad({ label: `short load on ${backend}`, endpoint, members, postIds, durationMs: DURATION_MS, tag, memory: ownMemory });
    console.log(summaryTable(figures));

    expect(figures.samples.statuses).toEqual([]);
    expect(figures.status5xx).toBe(0);
    const verification = await verifyLedger(endpoint, ledger, tag, members.map((m) => m.id));
    const found = problems(verification);
    if (found.length) console.log(`problems: ${found.join("; ")}`);
    expect(found).toEqual([]);
    for (const kind of ["offer", "report", "post"] as const) expect(verification.counted[kind]).toBe(ledger.count(kind));
    expect(verification.counted.upload).toBe(ledger.count("upload"));
    expect(ledger.count("offer") + ledger.count("report") + ledger.count("post")).toBeGreaterThan(0);
    const [rows] = await stack.sql<{ n: number }>(`select count(*)::int as n from public.offers where message like $1`, [`${tag}-%`]);
    expect(rows?.n).toBe(ledger.count("offer"));
  });
});
