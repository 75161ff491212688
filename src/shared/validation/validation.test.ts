import { describe, expect, it } from "vitest";
import { loginSchema } from "./login.ts";
import { signupSchema } from "./signup.ts";
import { resetSchema } from "./reset.ts";
import { postSchema } from "./post.ts";
import { offerSchema } from "./offer.ts";
import { reportReasonText, reportSchema } from "./report.ts";
import { debuggerSchema } from "./debugger.ts";
import { forgotSchema } from "./forgot.ts";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
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
    });
    expect(messages(postSchema.safeParse({ content: "x".repeat(2001), category: "land" }))).toEqual({
      content: "Post content is too long.",
    });
    expect(messages(postSchema.safeParse({ content: "hi", category: "land", manual_price: "abc" }))).toEqual({
      manual_price: "Price must be a number",
    });
    expect(messages(postSchema.safeParse({ content: "hi", category: "land", manual_price: "$0.00" }))).toEqual({
      manual_price: "Price must be positive",
    });
    const ok = postSchema.parse({ content: "hi", category: "fsbo", manual_price: "$1,250,000.50" });
    expect(ok.manual_price).toBe("1250000.50");
    expect(postSchema.parse({ content: "hi", category: "fsbo", manual_price: "" }).manual_price).toBeUndefined();
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
