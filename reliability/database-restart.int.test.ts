import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChildStack, type ChildStack } from "@test-support/stack/child-stack.ts";
import { freePort } from "@test-support/stack/free-port.ts";
import { testBackends } from "@test-support/stack/stack.ts";
import { proxiedDatabase, type ProxiedDatabase } from "./faults/proxied-postgres.ts";
import { headers, timedFetch, type Endpoint, type Timed } from "./load/http.ts";
import { createMembers, seedPosts, type Member } from "./load/members.ts";

// The database stops or restarts under the running stack (`npm start`'s process, on PostgreSQL through a TCP fault
// proxy): requests answer a clear 503 JSON instead of hanging, the process stays up, and it recovers on its own.
// Watchdogs only: "promptly" is 15 s (a statement the driver strands is given up after 5 s, pool-watch.ts).
const PROMPT_MS = 15_000;
const postgresAvailable = (await testBackends()).includes("postgres");

describe.skipIf(!postgresAvailable)("the database going away under the stack (PostgreSQL)", () => {
  let db: ProxiedDatabase;
  let stack: ChildStack;
  let dataDir: string;
  let endpoint: Endpoint;
  let member: Member;
  let postId: string;

  beforeAll(async () => {
    db = await proxiedDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-db-restart-"));
    stack = await startChildStack({ DATA_DIR: dataDir, PORT: String(await freePort()), WEB_DIR: path.join(dataDir, "no-web"), DATABASE_URL: db.url });
    endpoint = { url: stack.status.API_URL, anonKey: stack.status.ANON_KEY, serviceRoleKey: stack.status.SERVICE_ROLE_KEY };
    [member] = (await createMembers(endpoint, 1, "dbrestart")) as [Member];
    [postId] = (await seedPosts(endpoint, member.id, 3)) as [string];
  });
  afterAll(async () => {
    if (stack?.process.exitCode === null) await stack.kill();
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rest = (pathAndQuery: string, init: RequestInit = {}, token?: string) =>
    timedFetch(`${endpoint.url}/rest/v1/${pathAndQuery}`, { ...init, timeoutMs: 60_000, newConnection: true, headers: headers(endpoint.anonKey, token, { prefer: "return=minimal" }) });
  const requests = {
    feed: () => rest("posts?select=id,title&order=created_at.desc&limit=5"),
    search: () => rest("rpc/search_posts", { method: "POST", body: JSON.stringify({ search_term: "Toronto" }) }),
    saved: () => rest("saved_listings?select=post_id", {}, member.token),
    profileUpdate: () => rest(`profiles?id=eq.${member.id}`, { method: "PATCH", body: JSON.stringify({ bio: `updated ${Date.now()}` }) }, member.token),
  };
  const signInAnswer = () =>
    timedFetch(`${endpoint.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      timeoutMs: 60_000,
      headers: headers(endpoint.anonKey),
      body: JSON.stringify({ email: member.email, password: member.password }),
    });

  /**
   * Every kind of request answers with success, within the watchdog, once the database is back (no restart of the
   * stack). Each kind is asked until it succeeds: every gateway worker has its own pool, which finds the database
   * again on its own first request, and until then answers PostgREST's 503 ("Retrying the connection"), as
   * PostgREST does while it reconnects.
   */
  async function recovered(): Promise<void> {
    const deadline = Date.now() + 30_000;
    const kinds: Record<string, { ask: () => Promise<Timed>; status: number }> = {
      ...Object.fromEntries(Object.entries(requests).map(([name, ask]) => [name, { ask, status: name === "profileUpdate" ? 204 : 200 }])),
      signIn: { ask: signInAnswer, status: 200 },
    };
    for (const [name, { ask, status }] of Object.entries(kinds)) {
      for (;;) {
        const answer = await ask();
        expect(answer.ms, `${name}: ${answer.status} ${answer.text}`).toBeLessThan(PROMPT_MS);
        if (answer.status === status) break;
        expect({ name, status: answer.status, late: Date.now() > deadline }, `${answer.text}\n${stack.output().slice(-1500)}`).toEqual({ name, status: answer.status < 500 ? status : answer.status, late: false });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** The stack's process is still running (its output, with any crash, is the failure message). */
  function expectAlive(): void {
    expect(stack.process.exitCode, stack.output().slice(-3000)).toBeNull();
  }

  function expectUnavailable(name: string, answer: Timed): void {
    const body = answer.body as { code?: unknown } | null;
    expect({ name, status: answer.status, code: body?.code, prompt: answer.ms < PROMPT_MS }).toEqual({
      name,
      status: 503,
      code: expect.stringMatching(/^PGRST00[01]$/),
      prompt: true,
    });
  }

  it("while the database is stopped, REST answers PostgREST's 503 JSON promptly, auth a 5xx JSON, and all recovers on its own", async () => {
    await recovered();
    db.proxy.cut();
    try {
      for (let round = 0; round < 2; round++) {
        for (const [name, request] of Object.entries(requests)) expectUnavailable(name, await request());
        const auth = await signInAnswer();
        expect(auth.status).toBeGreaterThanOrEqual(500);
        expect(auth.body).not.toBeNull();
        expect(auth.ms).toBeLessThan(PROMPT_MS);
      }
      expectAlive();
    } finally {
      db.proxy.restore();
    }
    await recovered();
    // The data is as it was: the posts are still there and the member can still save one.
    expect(((await requests.feed()).body as unknown[]).length).toBe(3);
    expect((await rest("saved_listings", { method: "POST", body: JSON.stringify({ user_id: member.id, post_id: postId }) }, member.token)).status).toBe(201);
  });

  it("a restart (every backend terminated) under concurrent requests: each answers 2xx or 503 promptly, none hangs, then all succeed", async () => {
    for (let round = 0; round < 3; round++) {
      const kinds = Object.values(requests);
      const inFlight = Array.from({ length: 24 }, (_, i) => kinds[i % kinds.length]!());
      await new Promise((resolve) => setTimeout(resolve, 20 + round * 40));
      expect(await db.terminateBackends()).toBeGreaterThan(0);
      const answers = await Promise.all(inFlight);
      for (const answer of answers) {
        expect(answer.ms, `${answer.status} ${answer.text}\n${stack.output().slice(-1500)}`).toBeLessThan(PROMPT_MS);
        if (answer.status >= 300) expect(answer.status, `${answer.text}\n${stack.output().slice(-1500)}`).toBe(503);
        else expect([200, 204]).toContain(answer.status);
      }
      await recovered();
    }
    expectAlive();
  });

  it("a member's token still works after an outage, and Ctrl-C stops the stack cleanly while the database is away", async () => {
    const before = member.token;
    expectAlive();
    db.proxy.cut();
    const during = await Promise.all([requests.saved(), requests.feed(), requests.profileUpdate()]);
    for (const answer of during) expectUnavailable("during", answer);
    db.proxy.restore();
    await recovered();
    expect(member.token).toBe(before);
    // Connections whose statements failed on a lost socket used to keep postgres.js' end() waiting forever.
    expect(await db.terminateBackends()).toBeGreaterThan(0);
    await Promise.all([requests.saved(), requests.feed()]);
    db.proxy.cut();
    const exit = await Promise.race([stack.stop(), new Promise<string>((resolve) => setTimeout(() => resolve("still running after 30 s"), 30_000))]);
    db.proxy.restore();
    expect(exit, stack.output().slice(-3000)).toBe(0);
  });
});
