import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "@test-support/stack/postgres.ts";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";
import { WireCounter, type WireCounts } from "@test-support/stack/wire-counter.ts";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// What a Data API read costs on the wire to PostgreSQL: its transaction (BEGIN, the session set-up, the query,
// COMMIT) in two round trips, BEGIN pipelined with the set-up and the query as PostgREST pipelines them, then COMMIT.
// Counted by a proxy between the stack and the database; the median of several reads, so the odd session check
// (the gateway's verdicts last 1 s) does not count.
describe.skipIf(!(await testBackends()).includes("postgres"))("round trips of a Data API read on PostgreSQL", () => {
  let db: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let counter: WireCounter;
  let stack: TestStack;
  let member: SignedInUser;
  let postId: string;

  beforeAll(async () => {
    db = await createThrowawayDatabase();
    const url = new URL(db.url);
    counter = await WireCounter.start({ host: url.hostname, port: Number(url.port || 5432) });
    stack = await TestStack.start({ backend: "postgres", env: { DATABASE_URL: counter.proxied(db.url) } });
    member = await stack.signUpConfirmed();
    const { data, error } = await member.client
      .from("posts")
      .insert({ user_id: member.user.id, category: "residential", description: "Wire https://realtor.ca/wire", url: "https://realtor.ca/wire" })
      .select("id")
      .single();
    if (error) throw error;
    postId = data.id;
  });
  afterAll(async () => {
    await stack?.stop();
    await counter?.stop();
    await db?.drop();
  });

  const read = async (): Promise<WireCounts> => {
    counter.take();
    const { data, error } = await member.client.from("posts").select("*").eq("id", postId).single();
    expect(error).toBeNull();
    expect(data?.id).toBe(postId);
    return counter.take();
  };

  it("sends BEGIN, the set-up with the query, and COMMIT: three round trips", async () => {
    for (let i = 0; i < 3; i++) await read(); // schema cache, session verdict, prepared statements
    const reads: WireCounts[] = [];
    for (let i = 0; i < 15; i++) reads.push(await read());
    expect(median(reads.map((r) => r.statements))).toBe(4);
    expect(median(reads.map((r) => r.roundTrips))).toBe(3);
  });
});
