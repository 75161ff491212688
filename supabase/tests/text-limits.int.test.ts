// Length limits on the text members write (supabase/migrations/20261124101200..101400, mirrored in
// src/shared/validation/text-limits.ts): a value at the limit is stored, one character more is refused with 23514
// and HTTP 400 through supabase-js. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import {
  POST_FEATURES_MAX_BYTES,
  POST_IMAGES_MAX,
  POST_TEXT_LIMITS,
  PROFILE_TEXT_LIMITS,
  REPORT_REASON_MAX,
  WHITELIST_DESCRIPTION_MAX,
} from "@shared/validation/text-limits.ts";
import { untyped } from "./matrix/probe.ts";

const backends = await testBackends();
const URL_OK = "https://www.realtor.ca/real-estate/1/limits";
/** A whitelisted URL of exactly `length` characters. */
const urlOf = (length: number) => `${URL_OK}/${"p".repeat(length - URL_OK.length - 1)}`;
type Answer = { error: { code?: string } | null; status: number };

describe.each(backends)("text limits on %s", (backend) => {
  let stack: TestStack;
  let member: SignedInUser;
  let author: SignedInUser;
  let admin: SignedInUser;
  let postId: string;
  const newPost = (fields: Record<string, unknown>) =>
    member.client.from("posts").insert({ user_id: member.user.id, category: "land", description: `Lot ${URL_OK}`, url: URL_OK, ...fields });
  const expectRefused = (answer: Answer, label: string) => {
    expect(answer.error?.code, label).toBe("23514");
    expect(answer.status, label).toBe(400);
  };

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [member, author, admin] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
    const { data } = await author.client.from("posts").insert({ user_id: author.user.id, category: "land", description: `Lot ${URL_OK}`, url: URL_OK }).select("id").single();
    postId = data?.id ?? "";
  });
  afterAll(async () => {
    await stack?.stop();
  });

  // Facts with a format of their own (issue 18: beds, baths, square feet, postal code) are refused
  // long before their length limit; post-editing.int.test.ts checks their formats.
  const FORMATTED = new Set(["bedrooms", "bathrooms", "square_footage", "postal_code"]);
  it.each(Object.entries(POST_TEXT_LIMITS).filter(([column]) => column !== "url" && !FORMATTED.has(column)))("posts.%s: at most %i characters", async (column, limit) => {
    expect((await newPost({ [column]: "a".repeat(limit) })).error).toBeNull();
    expectRefused(await newPost({ [column]: "a".repeat(limit + 1) }), column);
  });

  it("posts.url: at most 2048 characters (through the API the content, at most 2000, holds it)", async () => {
    const url = urlOf(POST_TEXT_LIMITS.url + 1);
    expectRefused(await newPost({ url, description: url }), "url");
    // The constraint itself, without the triggers (which refuse first because the content cannot hold such a URL).
    const insertRaw = (length: number) =>
      stack.running.stack.sql.transaction(async (tx) => {
        await tx.query("set local session_replication_role = replica");
        await tx.query("insert into public.posts (user_id, category, description, url) values ($1, 'land', 'x', $2)", [member.user.id, urlOf(length)]);
        throw new Error("rolled back");
      });
    await expect(insertRaw(POST_TEXT_LIMITS.url)).rejects.toThrow("rolled back");
    await expect(insertRaw(POST_TEXT_LIMITS.url + 1)).rejects.toMatchObject({ code: "23514" });
  });

  it("posts.additional_images: at most 30, each an image URL of at most 8192 characters, none null", async () => {
    const image = (length: number) => `https://img.example/${"i".repeat(length - 20)}`;
    expect((await newPost({ additional_images: Array.from({ length: POST_IMAGES_MAX }, () => image(POST_TEXT_LIMITS.og_image_url)) })).error).toBeNull();
    expectRefused(await newPost({ additional_images: Array.from({ length: POST_IMAGES_MAX + 1 }, () => image(40)) }), "count");
    expectRefused(await newPost({ additional_images: [image(40), image(POST_TEXT_LIMITS.og_image_url + 1)] }), "element");
    expectRefused(await newPost({ additional_images: [image(40), null] }), "null element");
  });

  it("posts.property_features: at most 16 KiB of JSON", async () => {
    expect((await newPost({ property_features: { note: "f".repeat(POST_FEATURES_MAX_BYTES - 20) } })).error).toBeNull();
    expectRefused(await newPost({ property_features: { note: "f".repeat(POST_FEATURES_MAX_BYTES) } }), "property_features");
  });

  it.each(Object.entries(PROFILE_TEXT_LIMITS))("profiles.%s: at most %i characters", async (column, limit) => {
    const update = (value: string) => untyped(member.client).from("profiles").update({ [column]: value }).eq("id", member.user.id).select("id");
    const ok = await update("a".repeat(limit));
    expect(ok.error).toBeNull();
    expect(ok.data).toHaveLength(1);
    expectRefused(await update("a".repeat(limit + 1)), column);
  });

  it("reports.reason: at most 2000 characters as stored, whitespace included", async () => {
    const report = (reason: string) => member.client.from("reports").insert({ reported_post_id: postId, target_type: "post", reason });
    // The refusals first: once filed, a second open report on the same post is refused for that reason instead.
    expectRefused(await report(`Spam${" ".repeat(REPORT_REASON_MAX)}`), "padded reason");
    expectRefused(await report("r".repeat(REPORT_REASON_MAX + 1)), "reason");
    expect((await report("r".repeat(REPORT_REASON_MAX))).error).toBeNull();
  });

  it("whitelisted_domains: a description of at most 500 characters, a domain name of at most 253", async () => {
    const add = (domain_name: string, description: string | null = null) => admin.client.from("whitelisted_domains").insert({ domain_name, description });
    expect((await add("limits-a.ca", "d".repeat(WHITELIST_DESCRIPTION_MAX))).error).toBeNull();
    expectRefused(await add("limits-b.ca", "d".repeat(WHITELIST_DESCRIPTION_MAX + 1)), "description");
    const label = "l".repeat(62);
    expect((await add(`${[label, label, label].join(".")}.${"m".repeat(61)}.ca`)).error).toBeNull(); // 253
    expectRefused(await add(`${[label, label, label].join(".")}.${"m".repeat(62)}.ca`), "domain_name"); // 254
  });
});
