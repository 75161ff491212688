import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_SENTENCES, CONSTRAINT_SENTENCES, databaseErrorSentence, POLICY_SENTENCES, toUserError } from "./database-errors.ts";
import { frenchSentence } from "./database-errors.fr.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../supabase/migrations");

/** The sentences the migrations raise or return as refusals (raise exception '…', the posts and username rules). */
function raisedSentences(): string[] {
  const sql = fs.readdirSync(MIGRATIONS).map((file) => fs.readFileSync(path.join(MIGRATIONS, file), "utf8")).join("\n");
  const found = new Set<string>();
  for (const match of sql.matchAll(/(?:raise exception|return|then) '((?:[^']|'')+)'/g)) {
    const text = match[1]!.replace(/''/g, "'");
    if (/^[A-Z][^%]*$/.test(text) && /[a-z]/.test(text) && (/\.$/.test(text) || match[0].startsWith("raise"))) found.add(text);
  }
  return [...found];
}

// The shapes PostgREST (supabase-js) and Storage return; real ones come from database-errors.int.test.ts.
describe("database errors in words people use", () => {
  it("names the rule a check or unique constraint stands for", () => {
    expect(
      databaseErrorSentence({ code: "23514", message: 'new row for relation "whitelisted_domains" violates check constraint "whitelisted_domains_host_name"', details: "Failing row contains (…)" }),
    ).toBe("Enter a domain like realtor.ca.");
    expect(databaseErrorSentence({ code: "23505", message: 'duplicate key value violates unique constraint "whitelisted_domains_domain_name_key"' })).toBe(
      "This domain is already whitelisted",
    );
  });

  it("says what a row-level security refusal refused, by table", () => {
    expect(databaseErrorSentence({ code: "42501", message: 'new row violates row-level security policy for table "offers"' })).toBe("You cannot make an offer on this post.");
    expect(databaseErrorSentence({ code: "42501", message: 'new row violates row-level security policy (USING expression) for table "conversations"' })).toBe(
      "An offer can only be accepted or declined.",
    );
    // A restrictive policy is named: the banned members' ones say why.
    expect(databaseErrorSentence({ code: "42501", message: 'new row violates row-level security policy "Banned users cannot change their profile" for table "profiles"' })).toBe(
      "Your account is suspended.",
    );
    expect(databaseErrorSentence({ statusCode: "403", message: "new row violates row-level security policy" })).toBe("You do not have permission to do that.");
  });

  it("passes the database's own sentences through and falls back by code for the rest", () => {
    expect(databaseErrorSentence({ code: "42501", message: "Your account is suspended." })).toBeNull();
    expect(databaseErrorSentence({ code: "42501", message: "permission denied for table conversations" })).toBe("You do not have permission to do that.");
    expect(databaseErrorSentence({ code: "23514", message: 'new row violates check constraint "some_future_rule"' })).toBe("One of the values is not allowed.");
    expect(databaseErrorSentence({ code: "PGRST303", message: "JWT expired" })).toBe("Your session has expired. Please sign in again.");
    expect(databaseErrorSentence(new TypeError("Failed to fetch"))).toBe("Could not reach the server. Check your connection and try again.");
  });

  it("toUserError keeps the code and the original as its cause", () => {
    const original = { code: "23505", message: 'duplicate key value violates unique constraint "saved_listings_user_id_post_id_key"' };
    const error = toUserError(original);
    expect(error.message).toBe("You have already saved this listing.");
    expect(error.cause).toBe(original);
    expect((error as Error & { code?: string }).code).toBe("23505");
    const sentence = new Error("You must be logged in to make an offer.");
    expect(toUserError(sentence)).toBe(sentence);
  });

  it("speaks French to a French reader (issue 22): every sentence here and every one the database raises", () => {
    const ours = [...Object.values(CONSTRAINT_SENTENCES), ...Object.values(POLICY_SENTENCES), ...Object.values(CODE_SENTENCES)];
    const raised = raisedSentences();
    expect(raised).toContain("Your account is suspended.");
    expect(raised).toContain("A post needs a title.");
    expect(raised).toContain("This post is already removed.");
    expect([...ours, ...raised].filter((sentence) => frenchSentence(sentence) === null)).toEqual([]);

    const original = { code: "23505", message: 'duplicate key value violates unique constraint "saved_listings_user_id_post_id_key"' };
    expect(toUserError(original, "fr").message).toBe("Vous avez déjà enregistré cette annonce.");
    expect(toUserError({ code: "23514", message: 'new row for relation "posts" violates check constraint "posts_title_length"' }, "fr").message).toBe("Le titre\u00a0: 300\u00a0caractères au maximum.");
    const raisedError = Object.assign(new Error("Your account is suspended."), { code: "42501" });
    expect(toUserError(raisedError, "fr")).toMatchObject({ message: "Votre compte est suspendu.", code: "42501", cause: raisedError });
    expect(toUserError({ message: "A post needs a title." }, "fr").message).toBe("Une annonce doit avoir un titre.");
    // A catalogue key thrown by the data layer stays a key (the screen translates it); English readers keep English.
    const key = new Error("validation.member.signedOut");
    expect(toUserError(key, "fr")).toBe(key);
    expect(toUserError(raisedError, "en")).toBe(raisedError);
  });
});
