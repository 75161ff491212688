import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "@test-support/stack/postgres.ts";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";
import { makePost } from "./admin-fixtures.ts";

// Two members reporting one post at the same moment (CI's load test met 40P01 "deadlock detected" on a report): each
// report's foreign key holds the post FOR KEY SHARE, and the automatic hold (private.hold_reported_post) then locked it
// FOR UPDATE, which waits for the other report's key share while that one waits for this one's. The interleaving is
// made by hand on two database sessions, each a member under RLS, so the test does not depend on timing.
describe.skipIf(!(await testBackends()).includes("postgres"))("two reports of one post at once on PostgreSQL", () => {
  let db: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let stack: TestStack;
  let first: SignedInUser;
  let second: SignedInUser;
  let postId: string;
  let sessions: postgres.Sql[] = [];

  beforeAll(async () => {
    db = await createThrowawayDatabase();
    stack = await TestStack.start({ backend: "postgres", env: { DATABASE_URL: db.url } });
    const author = await stack.signUpConfirmed();
    [first, second] = [await stack.signUpConfirmed(), await stack.signUpConfirmed()];
    postId = await makePost(author, { title: "Loft on the canal" });
    sessions = [postgres(db.url, { max: 1, onnotice: () => {} }), postgres(db.url, { max: 1, onnotice: () => {} })];
  });
  afterAll(async () => {
    await Promise.all(sessions.map((sql) => sql.end({ timeout: 5 })));
    await stack?.stop();
    await db?.drop();
  });

  it("both reports are taken, one after the other, with no deadlock", async () => {
    const [a, b] = sessions as [postgres.Sql, postgres.Sql];
    const member = async (sql: postgres.Sql, who: SignedInUser) => {
      await sql`begin`;
      // What each report's foreign key takes first: the post FOR KEY SHARE, held to the end of the transaction (taken
      // before the member's role, whose row-level security would not let a reader lock another's post).
      await sql`select id from public.posts where id = ${postId} for key share`;
      // The member's claims as the stack's session set-up gives them (auth.uid() reads request.jwt.claim.sub).
      await sql`select set_config('request.jwt.claims', ${JSON.stringify({ sub: who.user.id, role: "authenticated" })}, true), set_config('request.jwt.claim.sub', ${who.user.id}, true), set_config('request.jwt.claim.role', 'authenticated', true)`;
      await sql`set local role authenticated`;
    };
    const report = (sql: postgres.Sql, who: SignedInUser) =>
      sql`insert into public.reports (reporter_id, reported_post_id, target_type, reason) values (${who.user.id}, ${postId}, 'post', 'Spam or misleading')`;
    await member(a, first);
    await member(b, second);
    const reportA = report(a, first).then(() => "ok", (error: unknown) => `${(error as { code?: string }).code ?? ""}: ${(error as { message?: string }).message ?? ""}`);
    // Give A's insert the time to reach its trigger's lock before B asks for its own (the order the deadlock needs);
    // with the fix, A is through by then and B queues behind A's lock.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reportB = report(b, second).then(() => "ok", (error: unknown) => `${(error as { code?: string }).code ?? ""}: ${(error as { message?: string }).message ?? ""}`);
    const resultA = await reportA;
    await a`commit`;
    const resultB = await reportB;
    await b`commit`;
    expect([resultA, resultB]).toEqual(["ok", "ok"]);
    const rows = await stack.sql<{ n: number }>("select count(*)::int as n from public.reports where reported_post_id = $1", [postId]);
    expect(rows[0]?.n).toBe(2);
  });
});
