// Every constraint and unique index of the migrated schema has a sentence in @shared/errors/database-errors.ts, and
// the refusals people hit reach them as those sentences (issue 21). On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { CONSTRAINT_SENTENCES, databaseErrorSentence } from "@shared/errors/database-errors.ts";

const backends = await testBackends();
const SCHEMAS = "('public', 'private', 'admin_private', 'storage')";

describe.each(backends)("database errors on %s", (backend) => {
  let stack: TestStack;
  let member: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [member, admin] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("every constraint and unique index of our schemas has a sentence", async () => {
    const rows = await stack.sql<{ name: string }>(
      `select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname in ${SCHEMAS} and n.nspname <> 'storage' and c.contype in ('c', 'u', 'p', 'f', 'x')
       union
       select i.relname from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
        where n.nspname in ${SCHEMAS} and n.nspname <> 'storage' and x.indisunique`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.map((r) => r.name).filter((name) => !(name in CONSTRAINT_SENTENCES)).sort()).toEqual([]);
  });

  it("whitelist refusals read as sentences", async () => {
    const bad = await admin.client.from("whitelisted_domains").insert({ domain_name: "not a domain" });
    // The whitelist trigger refuses it in words already (the check constraint is its backstop): passed through.
    expect(bad.error?.message).toBe("Enter a domain like realtor.ca.");
    expect(databaseErrorSentence(bad.error)).toBeNull();
    const taken = await admin.client.from("whitelisted_domains").insert({ domain_name: "realtor.ca" });
    expect(databaseErrorSentence(taken.error)).toBe("This domain is already whitelisted");
    const byMember = await member.client.from("whitelisted_domains").insert({ domain_name: "example.ca" });
    expect(byMember.error?.message).toMatch(/row-level security|permission denied/);
    expect(databaseErrorSentence(byMember.error)).toMatch(/^(Only admins can change the whitelist\.|You do not have permission to do that\.)$/);
  });

  it("a profile refusal and a duplicate save read as sentences", async () => {
    const bio = await member.client.from("profiles").update({ bio: "b".repeat(501) }).eq("id", member.user.id);
    expect(databaseErrorSentence(bio.error)).toBe("Bio can be up to 500 characters.");
    const [post] = await stack.sql<{ id: string }>(
      "insert into public.posts (user_id, category, description, url) values ($1, 'land', 'Lot https://www.realtor.ca/x', 'https://www.realtor.ca/x') returning id",
      [admin.user.id],
    );
    expect((await member.client.from("saved_listings").insert({ user_id: member.user.id, post_id: post!.id })).error).toBeNull();
    const again = await member.client.from("saved_listings").insert({ user_id: member.user.id, post_id: post!.id });
    expect(databaseErrorSentence(again.error)).toBe("You have already saved this listing.");
    const ownOffer = await admin.client.from("offers").insert({ user_id: admin.user.id, post_id: post!.id, offer_amount: 100 });
    expect(databaseErrorSentence(ownOffer.error)).toBe("You cannot make an offer on this post.");
  });
});
