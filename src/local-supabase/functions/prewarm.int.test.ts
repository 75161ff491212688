import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { TestStack } from "@test-support/stack/stack.ts";

/** This process's descendants (the stack runs in it; its Deno workers are its children), from /proc. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`, { withFileTypes: false })) {
    let children = "";
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    } catch {
      continue;
    }
    for (const child of children ? children.split(" ").map(Number) : []) found.push(child, ...descendants(child));
  }
  return found;
}

/** The pids of the Deno workers running supabase/functions/{name}. */
function workersOf(name: string): number[] {
  return descendants(process.pid).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`/${name}/index.ts`);
    } catch {
      return false;
    }
  });
}

// FUNCTIONS_PREWARM (issue 18): the workers of the functions the browser calls while a member types start when the
// stack listens, so the first link pasted into the composer does not wait for Deno. Off under tests unless set.
describe("functions prewarm", () => {
  let stack: TestStack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it("starts the metadata and address workers when the stack listens, before any call; the first call uses them", async () => {
    stack = await TestStack.start({ env: { FUNCTIONS_PREWARM: "1" } });
    const metadata = workersOf("metadata-extractor");
    expect(metadata).toHaveLength(1);
    expect(workersOf("google-maps-proxy")).toHaveLength(1);
    expect(workersOf("listing-recheck")).toEqual([]);
    expect(workersOf("email-outbox")).toEqual([]);
    // The composer's warm-up GET: answered by the worker already there, nothing read.
    const res = await fetch(`${stack.url}/functions/v1/metadata-extractor`, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(workersOf("metadata-extractor")).toEqual(metadata);
  });

  it("starts none by default under tests: the first call starts the worker", async () => {
    stack = await TestStack.start();
    expect(workersOf("metadata-extractor")).toEqual([]);
    expect(workersOf("google-maps-proxy")).toEqual([]);
    const res = await fetch(`${stack.url}/functions/v1/metadata-extractor`, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(204);
    expect(workersOf("metadata-extractor")).toHaveLength(1);
  });
});
