import { describe, expect, it } from "vitest";
import { loginSchema } from "./login.ts";
import { signupSchema } from "./signup.ts";
import { resetSchema } from "./reset.ts";
import { postSchema } from "./post.ts";
import { offerSchema } from "./offer.ts";
import { reportReasonText, reportSchema } from "./report.ts";
import { debuggerSchema } from "./debugger.ts";
import { forgotSchema } from "./forgot.ts";
import { issueText } from "./messages.ts";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";

/** The first message per field, as an English form shows it: catalogue keys (messages.ts) read in English. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, catalogue: typeof en | typeof fr = en): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issueText(issue.message, (key) => catalogue[key]);
  return out;
}

describe("form schemas carry the spec §5 messages", () => {
  it("login", () => {
    expect(messages(loginSchema.safeParse({ email: "nope", password: "" }))).toEqual({
      email: "Invalid email address.",
      password: "Password is required.",
    });
    expect(loginSchema.safeParse({ email: "a@b.ca", password: "x" }).success).toBe(true);
  });

  it("sign-up and forgot password", () => {
    expect(messages(signupSchema.safeParse({ username: "ab", email: "x", password: "12345" }))).toEqual({
      username: "Username must be at least 3 characters.",
      email: "Invalid email address.",
      password: "Password must be at least 6 characters.",
    });
    expect(messages(forgotSchema.safeParse({ email: "x@" }))).toEqual({ email: "Invalid email address." });
  });

  it("reset puts the mismatch on the confirm field", () => {
    expect(messages(resetSchema.safeParse({ password: "secret1", confirmPassword: "secret2" }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(messages(resetSchema.safeParse({ password: "123", confirmPassword: "123" }))).toEqual({
      password: "Password must be at least 6 characters.",
    });
  });

  it("post content, category and price", () => {
    expect(messages(postSchema.safeParse({ content: " ", category: undefined }))).toEqual({
      content: "Post content cannot be empty.",
      category: "Please select a category.",
      title: "A post needs a title.",
    });
    expect(messages(postSchema.safeParse({ content: "x".repeat(2001), category: "land", title: "T" }))).toEqual({
      content: "Post content is too long.",
    });
    expect(messages(postSchema.safeParse({ content: "hi", category: "land", title: "T", manual_price: "abc" }))).toEqual({
      manual_price: "Price must be a number",
    });
    expect(messages(postSchema.safeParse({ content: "hi", category: "land", title: "T", manual_price: "$0.00" }))).toEqual({
      manual_price: "Price must be positive",
    });
    const ok = postSchema.parse({ content: "hi", category: "fsbo", title: "T", manual_price: "$1,250,000.50" });
    expect(ok.manual_price).toBe("1250000.50");
    expect(postSchema.parse({ content: "hi", category: "fsbo", title: "T", manual_price: "" }).manual_price).toBeUndefined();
  });

  it("listing details and address: the database's sentences; province and postal code in their stored form (issue 18)", () => {
    const base = { content: "hi", category: "land", title: "T" };
    expect(messages(postSchema.safeParse({ ...base, title: "   " }))).toEqual({ title: "A post needs a title." });
    expect(messages(postSchema.safeParse({ ...base, bedrooms: "three", bathrooms: "1.25", square_footage: "0", year_built: "1492", province: "Texas", postal_code: "12345" }))).toEqual({
      bedrooms: 'Bedrooms must be a whole number (0 to 99), with "+ 1" for rooms below grade.',
      bathrooms: "Bathrooms must be a number from 0 to 99, in halves (2.5 for two full and one half).",
      square_footage: "Square footage must be a whole number of square feet above 0.",
      year_built: "Year built must be between 1600 and five years from now.",
      province: "Province must be a Canadian province or territory code such as ON.",
      postal_code: "Postal code must be a Canadian postal code such as M5V 2T6.",
    });
    const ok = postSchema.parse({ ...base, bedrooms: " 3+1 ", bathrooms: "2.5", square_footage: "1450", year_built: "1999", province: "Québec", postal_code: "h3b1k9" });
    expect(ok).toMatchObject({ bedrooms: "3+1", bathrooms: "2.5", square_footage: "1450", year_built: "1999", province: "QC", postal_code: "H3B 1K9" });
    // A French reader's decimal comma is a half too (stored as the database writes it).
    expect(postSchema.parse({ ...base, bathrooms: "2,5" }).bathrooms).toBe("2.5");
    expect(messages(postSchema.safeParse({ ...base, bathrooms: "2,25" }))).toEqual({ bathrooms: "Bathrooms must be a number from 0 to 99, in halves (2.5 for two full and one half)." });
  });

  it("the post form's messages in French (issue 22)", () => {
    expect(messages(postSchema.safeParse({ content: " ", category: undefined }), fr)).toEqual({
      content: "Le contenu de la publication ne peut pas être vide.",
      category: "Veuillez choisir une catégorie.",
      title: "Une annonce doit avoir un titre.",
    });
  });

  it("offer amount and message", () => {
    expect(messages(offerSchema.safeParse({ offer_amount: -5 }))).toEqual({ offer_amount: "Offer amount must be a positive number." });
    expect(messages(offerSchema.safeParse({ offer_amount: null }))).toEqual({ offer_amount: "Offer amount must be a positive number." });
    expect(messages(offerSchema.safeParse({ offer_amount: 500, message: "m".repeat(501) }))).toEqual({
      message: "Message can be up to 500 characters.",
    });
  });

  it("report needs a reason, and details for 'Other'", () => {
    expect(messages(reportSchema.safeParse({ reason: "" }))).toEqual({ reason: "Please select a reason for the report." });
    expect(messages(reportSchema.safeParse({ reason: "Other", details: "  " }))).toEqual({
      details: "Please provide details for your report.",
    });
    expect(reportReasonText({ reason: "Other", details: " fake agent " })).toBe("Other: fake agent");
    expect(reportReasonText({ reason: "Fake listing", details: "ignored" })).toBe("Fake listing");
  });

  it("debugger needs a URL", () => {
    expect(messages(debuggerSchema.safeParse({ url: "   " }))).toEqual({ url: "Please enter a URL." });
  });
});
