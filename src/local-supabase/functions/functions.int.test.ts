import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../../test-support/edge-functions/supabase");
const TIMEOUT_MS = 4000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// The edge runtime under real Deno, driven by functions-js (supabase-js) and plain fetch, on both backends.
describe.each(await testBackends())("Edge functions on %s", (backend) => {
  let stack: TestStack;
  let member: SignedInUser;
  let stopped = false;
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "functions-project-"));
  const pids = new Set<number>();
  const call = (name: string, init: RequestInit = {}) => fetch(`${stack.url}/functions/v1/${name}`, init);

  beforeAll(async () => {
    fs.cpSync(FIXTURES, project, { recursive: true });
    fs.writeFileSync(path.join(project, "functions", ".env"), "TEST_SECRET=from-file\n");
    process.env.TEST_ENV_SECRET = "from-environment";
    process.env.UNDECLARED_SECRET = "must-not-leak";
    stack = await TestStack.start({
      backend,
      env: { FUNCTIONS_DIR: path.join(project, "functions"), FUNCTIONS_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    member = await stack.signUpConfirmed();
  });
  afterAll(async () => {
    if (!stopped) await stack?.stop();
    fs.rmSync(project, { recursive: true, force: true });
  });

  it("runs a Deno.serve function with its import map (npm: and local) and keeps the worker warm", async () => {
    const first = await member.client.functions.invoke<{ message: string; pid: number; calls: number; path: string; method: string }>("hello", {
      body: { name: "Maple" },
    });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ message: "Hello Maple!", path: "/hello", method: "POST", calls: 1 });
    const second = await member.client.functions.invoke<{ pid: number; calls: number }>("hello", { body: { name: "again" } });
    expect(second.data).toMatchObject({ pid: first.data!.pid, calls: 2 });
    pids.add(first.data!.pid);
  });

  it("gives the function the path /{name}/… and the query string", async () => {
    const token = (await member.client.auth.getSession()).data.session!.access_token;
    const res = await call("hello/sub/path?x=1&y=two", { headers: { authorization: `Bearer ${token}`, apikey: stack.anonKey } });
    expect(await res.json()).toMatchObject({ path: "/hello/sub/path", search: "?x=1&y=two", method: "GET" });
  });

  it("enforces verify_jwt from config.toml: the publishable key alone and forged tokens are refused", async () => {
    const anon = await stack.client().functions.invoke("hello", { body: { name: "x" } });
    expect(anon.error?.name).toBe("FunctionsHttpError");
    const response = (anon.error as { context: Response }).context;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: "UNAUTHORIZED_INVALID_JWT_FORMAT", message: "Invalid JWT" });
    expect((await call("hello", { method: "POST" })).status).toBe(401);
    const forged = await call("hello", { headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl" } });
    expect(forged.status).toBe(401);
  });

  it("passes Authorization and apikey through to verify_jwt = false functions called with the publishable key", async () => {
    const { data, error } = await stack.client().functions.invoke<{ authorization: string; apikey: string }>("open");
    expect(error).toBeNull();
    expect(data).toMatchObject({ authorization: `Bearer ${stack.anonKey}`, apikey: stack.anonKey, forwardedFor: "127.0.0.1" });
  });

  it("lets a function read its own sources but not the stack's keys", async () => {
    const own = await call(`open?read=${encodeURIComponent(path.join(project, "functions", "open", "index.ts"))}`);
    expect(await own.json()).toEqual({ read: expect.any(Number) });
    const keys = await call(`open?read=${encodeURIComponent(path.join(stack.dataDir, "keys.json"))}`);
    expect(await keys.json()).toEqual({ readError: "NotCapable" });
  });

  it("answers CORS preflight through the function without requiring a JWT", async () => {
    const res = await call("hello", { method: "OPTIONS", headers: { origin: "app://desktop", "access-control-request-method": "POST" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toContain("apikey");
  });

  it("provides SUPABASE_URL, the keys and the secrets, and the caller's JWT works against the API", async () => {
    const { data, error } = await member.client.functions.invoke<Record<string, string | null>>("env");
    expect(error).toBeNull();
    expect(data).toEqual({
      url: stack.url,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      secret: "from-file",
      envSecret: "from-environment",
      undeclared: null,
      sub: member.user.id,
      role: "authenticated",
      userId: member.user.id,
    });
  });

  it("answers 500 with an error body when the handler throws, and the worker lives on", async () => {
    const first = await call("throw");
    expect(first.status).toBe(500);
    expect(await first.json()).toMatchObject({ code: "WORKER_ERROR" });
    expect((await call("throw")).status).toBe(500);
    expect((await call("open")).status).toBe(200);
  });

  it("restarts a worker that exited mid-request", async () => {
    const before = (await (await call("crash")).json()) as { pid: number };
    const crashed = await call("crash?exit=1");
    expect(crashed.status).toBe(502);
    expect(await crashed.json()).toMatchObject({ code: "WORKER_CRASHED" });
    const after = (await (await call("crash")).json()) as { pid: number };
    expect(after.pid).toEqual(expect.any(Number));
    expect(after.pid).not.toBe(before.pid);
    expect(alive(before.pid)).toBe(false);
    pids.add(after.pid);
  });

  it("times a hung function out with 504, kills it, and the gateway keeps serving meanwhile", async () => {
    const hung = call("hang?busy=1");
    const meanwhile = await stack.client().from("whitelisted_domains").select("domain_name").limit(1);
    expect(meanwhile.error).toBeNull();
    expect((await call("open")).status).toBe(200);
    const res = await hung;
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: "WORKER_TIMEOUT" });
    const idle = await call("hang");
    expect(idle.status).toBe(504);
  });

  it("answers 503 BOOT_ERROR for a function that fails to load", async () => {
    const res = await call("broken");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: "BOOT_ERROR", message: "Function failed to start (please check logs)" });
    expect((await call("open")).status).toBe(200);
  });

  it("404s unknown functions and folders that are not functions", async () => {
    for (const name of ["nope", "_shared", "..%2Fhello"]) {
      const res = await call(name);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" });
    }
  });

  it("kills every worker when the stack stops", async () => {
    const open = (await (await call("open")).json()) as { pid: number };
    pids.add(open.pid);
    expect([...pids].filter((pid) => !alive(pid))).toEqual([]);
    await stack.stop();
    stopped = true;
    expect([...pids].filter(alive)).toEqual([]);
  });
});
