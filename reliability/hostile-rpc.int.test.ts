import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@shared/database.types.ts";
import { TestStack } from "@test-support/stack/stack.ts";
import { RPCS } from "./hostile/rpcs.ts";
import { hostileNumber, hostileString, hostileValue } from "./hostile/values.ts";

// Every RPC (through supabase-js, as visitor, member and admin) and every writable table's fields with hostile values:
// the answer is below 500 and any error carries a message; the data is intact afterwards.
type Outcome = { status: number; error: { message?: string; code?: string } | null };

describe("hostile input to RPCs and tables", { timeout: 240_000 }, () => {
  let stack: TestStack;
  let callers: { name: string; client: SupabaseClient<Database> }[];
  let memberId: string;
  let postId: string;
  const failures: string[] = [];
  const check = (label: string, outcome: Outcome) => {
    // 413/414/431 come from the HTTP layer (request or URL too large) before any handler, with no JSON body.
    const transportLimit = [413, 414, 431].includes(outcome.status);
    const problem = outcome.status >= 500 || outcome.status === 0 ? `status ${outcome.status}` : outcome.error && !outcome.error.message && !transportLimit ? `${outcome.status} error without a message` : null;
    if (problem && failures.length < 20) failures.push(`${label}: ${problem} ${JSON.stringify(outcome.error)?.slice(0, 300)}`);
    return !problem;
  };

  beforeAll(async () => {
    stack = await TestStack.start({ backend: "pglite" });
    const member = await stack.signUpConfirmed();
    const admin = await stack.signUpConfirmed();
    await stack.makeAdmin(admin.user.id);
    const author = await stack.signUpConfirmed();
    memberId = member.user.id;
    const inserted = await author.client.from("posts").insert({ user_id: author.user.id, description: "https://www.realtor.ca/x", url: "https://www.realtor.ca/x", category: "residential" }).select("id").single();
    postId = inserted.data!.id;
    callers = [
      { name: "visitor", client: stack.client() },
      { name: "member", client: member.client },
      { name: "admin", client: admin.client },
    ];
  });
  afterAll(() => stack?.stop());

  it("every RPC answers hostile arguments below 500 with a message", async () => {
    for (const [rpc, params] of Object.entries(RPCS)) {
      const args = params.length ? fc.record(Object.fromEntries(params.map((p) => [p, hostileValue])), { requiredKeys: [] }) : fc.constant({});
      await fc.assert(
        fc.asyncProperty(args, fc.nat(2), async (values, who) => {
          const caller = callers[who]!;
          const outcome = (await caller.client.rpc(rpc as "search_posts", values as { search_term: string })) as Outcome;
          return check(`${rpc} as ${caller.name} ${JSON.stringify(values).slice(0, 200)}`, outcome);
        }),
        { numRuns: 12, seed: 1122 },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });

  it("posts, offers, reports, profiles and saves refuse hostile fields below 500", async () => {
    const member = callers[1]!.client;
    const price = fc.oneof(hostileNumber, hostileString);
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, price, fc.array(hostileString, { maxLength: 3 }), async (text, other, amount, images) => {
        const outcomes: [string, Outcome][] = [
          ["post", (await member.from("posts").insert({ user_id: memberId, description: text, url: `https://www.realtor.ca/${encodeURIComponent(other).slice(0, 100)}`, title: text, category: "residential", city: other, street_address: text, manual_price: amount as number, listing_id: other, custom_description: text, additional_images: images })) as Outcome],
          ["post bad url", (await member.from("posts").insert({ user_id: memberId, description: text, url: other, category: other as "land" })) as Outcome],
          ["offer", (await member.from("offers").insert({ post_id: postId, user_id: memberId, offer_amount: amount as number, message: text })) as Outcome],
          ["report", (await member.from("reports").insert({ reported_post_id: postId, target_type: "post", reason: text })) as Outcome],
          ["profile", (await member.from("profiles").update({ first_name: text, last_name: other, bio: text, website: other, business_category: other as "other", phone_number: text }).eq("id", memberId)) as Outcome],
          ["save", (await member.from("saved_listings").insert({ user_id: memberId, post_id: other })) as Outcome],
          ["feed filter", (await stack.client().from("posts").select("id").eq("city", text).ilike("title", `%${other}%`).limit(1)) as Outcome],
        ];
        return outcomes.every(([label, outcome]) => check(`${label} ${JSON.stringify([text.slice(0, 40), other.slice(0, 40), amount])}`, outcome));
      }),
      { numRuns: 40, seed: 2026 },
    ).catch(() => undefined);
    expect(failures).toEqual([]);
  });

  it("refuses NaN, Infinity, zero and negative offer amounts with a 4xx and a message", async () => {
    const member = callers[1]!.client;
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, -1, -0.01]) {
      const { status, error } = await member.from("offers").insert({ post_id: postId, user_id: memberId, offer_amount: amount });
      expect(status, String(amount)).toBeGreaterThanOrEqual(400);
      expect(status, String(amount)).toBeLessThan(500);
      expect(error?.message).toBeTruthy();
    }
    const [left] = await stack.sql<{ n: number }>("select count(*)::int as n from public.offers where offer_amount <= 0");
    expect(left?.n).toBe(0);
  });
});
