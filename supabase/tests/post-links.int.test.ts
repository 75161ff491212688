// A post's links (spec §4, §5): the URL whitelist cannot be side-stepped with a backslash, whitespace or control
// characters, the database sets posts.url to the first link of the description (whatever the client sent), and every
// link of description and custom_description is whitelisted. The database's link extraction (private.post_links) must agree with the composer's findLinks and
// findFirstUrl (src/shared/validation/post-link.ts) on any text. Through supabase-js on PGlite and PostgreSQL.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { findFirstUrl, findLinks } from "@shared/validation/post-link.ts";

const backends = await testBackends();
const OK = "https://www.realtor.ca/real-estate/1/links";
const NOT_WHITELISTED = "The URL is not from a whitelisted domain.";

/** Text pieces around the edges of the link pattern: schemes, delimiters JavaScript's \s knows and PostgreSQL's may not. */
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("https://", "http://", "HTTPS://", "hTtP://", "https:/", "http//", "https://realtor.ca/x", "realtor.ca", "www.zolo.ca", "/path", "?q=1", "#frag", "@", "\\") },
  { weight: 3, arbitrary: fc.constantFrom(".", ",", ";", ":", "!", "?", ")", "]", "}", "(", "[", "{", "<", ">", '"', "'", "`", "|", "^", "~", "%20") },
  { weight: 3, arbitrary: fc.constantFrom(" ", "\t", "\n", "\r", "\v", "\f", "\u00a0", "\u1680", "\u2000", "\u2005", "\u200a", "\u200b", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff", "\u0085", "\u0001", "\u001f", "\u007f", "\u180e") },
  { weight: 2, arbitrary: fc.constantFrom("é", "🏠", "ſ", "\u212a", "İ", "ﬀ", "x", "A", "0") },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
);
/** Texts PostgreSQL can store (no NUL, no lone surrogate). */
const postText = fc
  .array(piece, { maxLength: 24 })
  .map((parts) => parts.join("").split("\u0000").join(""))
  .filter((text) => Buffer.from(text, "utf8").toString("utf8") === text);

describe.each(backends)("post links on %s", (backend) => {
  let stack: TestStack;
  let alice: SignedInUser;
  let admin: SignedInUser;
  const insert = (fields: Record<string, unknown>) =>
    alice.client.from("posts").insert({ user_id: alice.user.id, category: "residential", description: `See ${OK}`, url: OK, ...fields }).select("id").single();

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [alice, admin] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("url_host ends the host at a backslash, as browsers do", async () => {
    const [row] = await stack.sql<{ host: string }>("select public.url_host($1) as host", ["https://evil.example\\@realtor.ca/x"]);
    expect(row?.host).toBe("evil.example");
  });

  it.each([
    ["a backslash before the @", "https://evil.example\\@realtor.ca/x", "refused"],
    ["a backslash after the host", "https://realtor.ca\\@evil.example/x", "refused"],
    ["a tab", "https://realtor.ca/a\tb", "https://realtor.ca/a"],
    ["a no-break space", "https://realtor.ca/a\u00a0b", "https://realtor.ca/a"],
    ["a line separator", "https://realtor.ca/a\u2028b", "https://realtor.ca/a"],
    ["a C0 control", "https://realtor.ca/a\u0001b", "refused"],
    ["DEL", "https://realtor.ca/a\u007fb", "refused"],
    ["a C1 control", "https://realtor.ca/a\u0085b", "refused"],
    ["leading whitespace", " https://realtor.ca/x", "https://realtor.ca/x"],
  ])("refuses a URL with %s; a post holding it is refused or ends its link there (23514, the spec's message)", async (_label, url, outcome) => {
    const check = await stack.client().rpc("is_whitelisted_url", { url });
    expect(check.data).toBe(false);
    const { data, error, status } = await alice.client.from("posts").insert({ user_id: alice.user.id, category: "residential", description: `see ${url}`, url }).select("url").single();
    if (outcome === "refused") {
      expect(error?.message).toBe(NOT_WHITELISTED);
      expect(error?.code).toBe("23514");
      expect(status).toBe(400);
    } else {
      expect(error).toBeNull();
      expect(data?.url).toBe(outcome);
    }
  });

  it("accepts a post whose links are all whitelisted, url being the first without trailing punctuation", async () => {
    const { error } = await insert({
      description: `New listing (${OK}), compare https://zolo.ca/b?x=1; and HTTP://WWW.REALTOR.CA/c.`,
      custom_description: "Photos at https://www.realtor.ca/photos/1!",
    });
    expect(error).toBeNull();
  });

  it.each([
    ["a second link to a phishing site", { description: `Great home ${OK} log in at https://phish.example/login` }, NOT_WHITELISTED],
    ["a link in upper case", { description: `${OK} or HTTPS://PHISH.EXAMPLE` }, NOT_WHITELISTED],
    ["an unparseable second link", { description: `${OK} and https://.` }, NOT_WHITELISTED],
    ["a phishing link in the custom description", { custom_description: "Call us: https://phish.example" }, NOT_WHITELISTED],
    ["no link in the description", { description: "No link here" }, "A URL is required in the post content."],
  ])("refuses %s (23514)", async (_label, fields, message) => {
    const { error, status } = await insert(fields);
    expect(error?.message).toBe(message);
    expect(error?.code).toBe("23514");
    expect(status).toBe(400);
  });

  it.each([
    ["another link than the description's first", { url: OK, description: "See https://zolo.ca/other then https://www.realtor.ca/real-estate/1/links" }, "https://zolo.ca/other"],
    ["the first link with its trailing punctuation", { url: `${OK}.`, description: `See ${OK}.` }, OK],
    ["a link the description does not hold", { url: "https://zolo.ca/listing" }, OK],
    ["an empty url", { url: "" }, OK],
  ])("sets url to the description's first link when the client sends %s", async (_label, fields, url) => {
    const { data, error } = await alice.client.from("posts").insert({ user_id: alice.user.id, category: "residential", description: `See ${OK}`, ...fields }).select("url").single();
    expect(error).toBeNull();
    expect(data?.url).toBe(url);
  });

  it("checks the links again when an update changes the text, keeps url the first link, and lets status and featured updates through", async () => {
    const { data } = await insert({});
    const id = data?.id ?? "";
    const featured = await admin.client.from("posts").update({ is_featured: true }).eq("id", id).select("is_featured").single();
    expect(featured.data?.is_featured).toBe(true);
    const rewritten = await admin.client.from("posts").update({ custom_description: "now https://phish.example" }).eq("id", id);
    expect(rewritten.error?.message).toBe(NOT_WHITELISTED);
    const moved = await admin.client.from("posts").update({ url: "https://zolo.ca/x" }).eq("id", id).select("url").single();
    expect(moved.data?.url).toBe(OK);
    const relinked = await admin.client.from("posts").update({ description: "Now at https://zolo.ca/y, was https://www.realtor.ca/real-estate/1/links" }).eq("id", id).select("url").single();
    expect(relinked.data?.url).toBe("https://zolo.ca/y");
  });

  it("extracts links exactly as the composer does, on generated texts", async () => {
    const mismatches: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(postText, { minLength: 1, maxLength: 40 }), async (texts) => {
        const rows = await stack.sql<{ n: number; links: string[] }>(
          `select t.n::int as n, private.post_links(t.body) as links
           from jsonb_array_elements_text($1::text::jsonb) with ordinality as t(body, n) order by t.n`,
          [JSON.stringify(texts)],
        );
        for (const [i, text] of texts.entries()) {
          const links = rows[i]?.links ?? null;
          const expected = findLinks(text);
          const first = findFirstUrl(text);
          if (JSON.stringify(links) !== JSON.stringify(expected) || (first !== null && links?.[0] !== first)) {
            mismatches.push(JSON.stringify({ text, sql: links, js: expected, first }));
          }
        }
        return mismatches.length === 0;
      }),
      { numRuns: 100, seed: 20261124 },
    );
    expect(mismatches).toEqual([]);
  });
});
