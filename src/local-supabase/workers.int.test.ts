import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChildStack, type ChildStack } from "@test-support/stack/child-stack.ts";
import { createThrowawayDatabase } from "@test-support/stack/postgres.ts";
import { rawHttp, type RawResponse } from "@test-support/stack/raw-http.ts";
import { nodeClient, testBackends } from "@test-support/stack/stack.ts";

// Several gateway workers share the port on PostgreSQL (server.ts, WORKERS). Each request here goes on a new
// connection, and the cluster hands connections to the workers in turn, so consecutive requests meet both workers.
describe.skipIf(!(await testBackends()).includes("postgres"))("two gateway workers on PostgreSQL", () => {
  let stack: ChildStack;
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "workers-"));
    stack = await startChildStack({ DATA_DIR: dataDir, PORT: "0", DATABASE_URL: database.url, WORKERS: "2", WEB_DIR: "no-web", AUTH_RATE_LIMIT_SIGN_IN: "4" });
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const json = (response: RawResponse) => JSON.parse(response.text) as unknown;
  const signIn = (email: string, password: string) =>
    rawHttp(`${stack.status.API_URL}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: stack.status.ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });

  it("serves with two workers and refuses a signed-out session at once on every worker", async () => {
    const service = nodeClient(stack.status.API_URL, stack.status.SERVICE_ROLE_KEY);
    const email = `workers-${Date.now()}@example.test`;
    const created = await service.auth.admin.createUser({ email, password: "password123", email_confirm: true, user_metadata: { username: "two_workers" } });
    expect(created.error).toBeNull();
    const session = json(await signIn(email, "password123")) as { access_token: string };
    const read = () =>
      rawHttp(`${stack.status.API_URL}/rest/v1/profiles?id=eq.${created.data.user!.id}&select=id`, {
        headers: { apikey: stack.status.ANON_KEY, authorization: `Bearer ${session.access_token}` },
      });
    // Both workers check the session and keep their verdict.
    for (let i = 0; i < 4; i++) expect((await read()).status).toBe(200);

    const signOut = await rawHttp(`${stack.status.API_URL}/auth/v1/logout?scope=local`, {
      method: "POST",
      headers: { apikey: stack.status.ANON_KEY, authorization: `Bearer ${session.access_token}` },
    });
    expect(signOut.status).toBe(204);
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await read());
    expect(after.map((response) => [response.status, json(response)])).toEqual(
      Array.from({ length: 4 }, () => [401, { code: "PGRST303", details: null, hint: null, message: "Session from session_id claim in JWT does not exist" }]),
    );
  });

  it("counts Auth rate limits once for the whole stack, not per worker", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn("nobody@example.test", "wrong-password")).status);
    // One sign-in was spent by the test above: three more are allowed, then GoTrue's 429 on every worker.
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});
