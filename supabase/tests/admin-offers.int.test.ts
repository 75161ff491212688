import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";
import { castOf, isDenied, makePost, type Cast } from "./admin-fixtures.ts";

// Role matrix for list_my_offers, list_offers_received and withdraw_offer (visitor / member / admin).
describe.each(await testBackends())("member offers on %s", (backend) => {
  let stack: TestStack;
  let cast: Cast;
  let postId: string;
  let offerId: string;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    cast = await castOf(stack);
    postId = await makePost(cast.other, { title: "Lakefront cottage" });
    const { data, error } = await cast.member.client.from("offers").insert({ user_id: cast.member.user.id, post_id: postId, offer_amount: 450000, message: "Flexible closing" }).select("id").single();
    if (error) throw error;
    offerId = data.id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("visitor: cannot list or withdraw offers", async () => {
    expect(isDenied((await cast.visitor.rpc("list_my_offers")).error)).toBe(true);
    expect(isDenied((await cast.visitor.rpc("list_offers_received")).error)).toBe(true);
    expect(isDenied((await cast.visitor.rpc("withdraw_offer", { p_offer_id: offerId })).error)).toBe(true);
  });

  it("maker: lists their own offers with the post title", async () => {
    const { data, error } = await cast.member.client.rpc("list_my_offers");
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: offerId, post_title: "Lakefront cottage", message: "Flexible closing" })]);
    expect(Number(data?.[0]?.offer_amount)).toBe(450000);
    expect((await cast.member.client.rpc("list_offers_received")).data).toEqual([]);
  });

  it("owner: reads offers received with who made them", async () => {
    const { data } = await cast.other.client.rpc("list_offers_received");
    expect(data).toEqual([expect.objectContaining({ id: offerId, offerer_id: cast.member.user.id, post_title: "Lakefront cottage" })]);
    expect(data?.[0]?.offerer_username).toBeTruthy();
    expect((await cast.other.client.rpc("list_my_offers")).data).toEqual([]);
  });

  it("admin and owner: cannot withdraw someone else's offer", async () => {
    expect((await cast.admin.client.rpc("withdraw_offer", { p_offer_id: offerId })).data).toBe(false);
    expect((await cast.other.client.rpc("withdraw_offer", { p_offer_id: offerId })).data).toBe(false);
    expect((await cast.admin.client.rpc("list_offers_received")).data).toEqual([]);
  });

  it("maker: withdraws their offer", async () => {
    expect((await cast.member.client.rpc("withdraw_offer", { p_offer_id: offerId })).data).toBe(true);
    expect((await cast.member.client.rpc("list_my_offers")).data).toEqual([]);
    expect((await cast.other.client.rpc("list_offers_received")).data).toEqual([]);
  });
});
