import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";

const tables = ["posts", "profiles", "public_profiles", "whitelisted_domains", "saved_listings", "no_such_table", "posts;drop table posts", "rpc/search_posts"];
const operators = ["eq", "neq", "gt", "lt", "like", "ilike", "is", "in", "cs", "cd", "fts", "not.eq", "or", "and", "", "eq.(", "in.(1,2"];
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("'", '"', ";--", "'); drop table public.posts;--", "\\", "%00", "\u0000", "(", ")", ",", ".", "*", "!inner", "->>", "::text", "1e999", "NaN", "-1", "99999999999999999999", "é", "🏠", "\u202e"),
);
const param = fc.tuple(
  fc.constantFrom("select", "order", "limit", "offset", "or", "and", "id", "city", "title", "on_conflict", "columns", "search_term", "x"),
  fc.tuple(fc.constantFrom(...operators), nasty).map(([op, value]) => (op ? `${op}.${value}` : value)),
);
const request = fc.record({
  method: fc.constantFrom("GET", "HEAD", "POST", "PATCH", "DELETE", "PUT", "OPTIONS"),
  table: fc.constantFrom(...tables),
  params: fc.array(param, { maxLength: 5 }),
  prefer: fc.option(fc.constantFrom("return=representation", "count=exact", "resolution=merge-duplicates", "tx=rollback", "garbage=;;"), { nil: undefined }),
  range: fc.option(fc.oneof(fc.constant("0-9"), fc.string({ maxLength: 10 })), { nil: undefined }),
  accept: fc.option(fc.constantFrom("application/json", "application/vnd.pgrst.object+json", "text/csv", "*/*", "image/png"), { nil: undefined }),
  body: fc.option(fc.oneof(fc.json(), fc.string({ maxLength: 60 })), { nil: undefined }),
});

// Malformed requests get 4xx, never 5xx, and never reach SQL as SQL.
describe.each(await testBackends())("Data API under random requests on %s", (backend) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await TestStack.start({ backend });
  });
  afterAll(() => stack?.stop());

  it("answers every random request below 500 and leaves the data intact", async () => {
    const [before] = await stack.sql<{ n: number }>("select count(*)::int as n from public.whitelisted_domains");
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const query = new URLSearchParams(req.params).toString();
        const headers: Record<string, string> = { apikey: stack.anonKey, "content-type": "application/json" };
        if (req.prefer) headers.prefer = req.prefer;
        if (req.range) headers.range = req.range;
        if (req.accept) headers.accept = req.accept;
        const hasBody = req.body !== undefined && !["GET", "HEAD", "OPTIONS"].includes(req.method);
        const response = await fetch(`${stack.url}/rest/v1/${encodeURI(req.table)}?${query}`, {
          method: req.method,
          headers,
          body: hasBody ? (typeof req.body === "string" ? req.body : JSON.stringify(req.body)) : undefined,
        });
        if (response.status >= 500) failures.push(`${req.method} ${req.table}?${query} -> ${response.status} ${await response.text()}`);
        else await response.arrayBuffer();
        return response.status < 500;
      }),
      { numRuns: 300, seed: 20261122 },
    ).catch(() => undefined);
    expect(failures.slice(0, 5)).toEqual([]);
    const [after] = await stack.sql<{ n: number }>("select count(*)::int as n from public.whitelisted_domains");
    expect(after?.n).toBe(before?.n);
    expect((await stack.sql("select to_regclass('public.posts') as t"))[0]?.t).toBeTruthy();
  });
});
