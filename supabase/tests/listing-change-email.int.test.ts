// Issue 20: a post's author gets an e-mail when the re-check sees its source change (a price drop, sold, removed), in
// their language, and none for the first check, an unchanged check or a change of facts alone. The re-check's write
// (record_listing_check, service role) queues it in private.email_outbox in the same transaction. PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";

const NBSP = "\u00a0";

describe.each(await testBackends())("the author's e-mail when the source changes on %s", (backend) => {
  let stack: TestStack;
  let english: SignedInUser;
  let french: SignedInUser;
  let n = 0;

  const newPost = async (author: SignedInUser, title: string) => {
    n += 1;
    const link = `https://www.realtor.ca/real-estate/20/change-${n}`;
    const { data, error } = await author.client
      .from("posts")
      .insert({ user_id: author.user.id, category: "residential", title, description: `For sale ${link}`, url: link })
      .select("id")
      .single();
    if (error || !data) throw new Error(`post not created: ${error?.message}`);
    return data.id;
  };
  const check = async (postId: string, status: string, price: number | null, facts: { [key: string]: number } = {}) => {
    const { data, error } = await stack.serviceClient().rpc("record_listing_check", { p_post_id: postId, p_status: status, p_price: price as number, p_facts: facts });
    expect(error).toBeNull();
    return data;
  };
  const mailTo = async (user: SignedInUser) =>
    stack.sql<{ subject: string; body: string }>("select subject, body from private.email_outbox where to_email = $1 order by id", [user.user.email]);

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [english, french] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed()]);
    const { error } = await french.client.from("profiles").update({ locale: "fr" }).eq("id", french.user.id);
    if (error) throw new Error(error.message);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it("a price drop and a sale each send one e-mail; the first check, an unchanged one and new facts alone send none", async () => {
    const postId = await newPost(english, "Brick semi");
    expect(await check(postId, "live", 899000)).toBe(true);
    expect(await check(postId, "live", 899000)).toBe(false);
    expect(await check(postId, "live", 899000, { bedrooms: 3 })).toBe(true);
    expect(await mailTo(english)).toEqual([]);

    await check(postId, "live", 869000, { bedrooms: 3 });
    await check(postId, "sold", null, { bedrooms: 3 });
    const mail = await mailTo(english);
    expect(mail.map((m) => m.subject)).toEqual([
      "Your listing “Brick semi” was reduced to $869,000 on realtor.ca (was $899,000)",
      "Your listing “Brick semi” is marked sold on realtor.ca",
    ]);
    expect(mail[0]?.body).toContain(`We check the page your listing links to again: https://www.realtor.ca/real-estate/20/change-`);
    expect(mail[0]?.body).toContain(`{{site_url}}/post/${postId}`);
  });

  it("a French author reads it in French, with French prices and a /fr link", async () => {
    const postId = await newPost(french, "Jumelé en brique");
    await check(postId, "live", 480000);
    await check(postId, "live", 465000);
    await check(postId, "removed", null);
    const mail = await mailTo(french);
    expect(mail.map((m) => m.subject)).toEqual([
      `Votre annonce «${NBSP}Jumelé en brique${NBSP}» a baissé à 465${NBSP}000${NBSP}$ sur realtor.ca (auparavant 480${NBSP}000${NBSP}$)`,
      `Votre annonce «${NBSP}Jumelé en brique${NBSP}» a été retirée de realtor.ca`,
    ]);
    expect(mail[1]?.body).toContain(`{{site_url}}/fr/post/${postId}`);
  });
});
