import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";

// PGlite is a single database session. Concurrent requests must never see each other's role, claims or
// transaction (see db/pglite-dialect.ts); on PostgreSQL each transaction has its own pooled connection.
describe.each(await testBackends())("session isolation under concurrency on %s", (backend) => {
  let stack: TestStack;
  let members: SignedInUser[];
  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    members = [];
    for (let i = 0; i < 8; i++) members.push(await stack.signUpConfirmed());
  });
  afterAll(() => stack?.stop());

  it("keeps each caller's claims inside its own transaction", async () => {
    const sql = stack.running.stack.sql;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const sub = members[i % members.length]!.user.id;
        return sql.asCaller({ role: "authenticated", sub }, async (tx) => {
          const [first] = await tx.query<{ uid: string }>("select auth.uid()::text as uid");
          await new Promise((resolve) => setTimeout(resolve, 5));
          const [second] = await tx.query<{ uid: string; role: string }>("select auth.uid()::text as uid, current_user::text as role");
          return { sub, first: first?.uid, second: second?.uid, role: second?.role };
        });
      }),
    );
    for (const r of results) {
      expect(r.first).toBe(r.sub);
      expect(r.second).toBe(r.sub);
      expect(r.role).toBe("authenticated");
    }
    const [after] = await sql.query<{ role: string }>("select current_user::text as role");
    expect(after?.role).not.toBe("authenticated");
  });

  it("answers concurrent REST requests of different members and visitors with their own rows only", async () => {
    const requests = members.flatMap((member) => [
      member.client.from("profiles").select("id").then((r) => ({ who: member.user.id, ids: (r.data ?? []).map((row) => row.id) })),
      stack.client().from("profiles").select("id").then((r) => ({ who: "anon", ids: (r.data ?? []).map((row) => row.id) })),
    ]);
    for (const { who, ids } of await Promise.all([...requests, ...requests.map((p) => p)])) {
      if (who === "anon") expect(ids).toEqual([]);
      else expect(ids).toEqual([who]);
    }
  });
});
