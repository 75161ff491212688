import { describe, expect, it } from "vitest";
import { databaseErrorSentence, toUserError } from "./database-errors.ts";

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
});
