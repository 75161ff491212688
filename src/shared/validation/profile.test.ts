import { describe, expect, it } from "vitest";
import { en } from "../i18n/messages/en.ts";
import { fr } from "../i18n/messages/fr.ts";
import { issueText } from "./messages.ts";
import { avatarInitials, avatarPath, isAllowedAvatarType, profileSchema } from "./profile.ts";

const valid = { first_name: "Ada", last_name: "Lovelace" };

/** The issues as a form shows them in a language (the schema's messages are catalogue keys, messages.ts). */
function messages(input: unknown, catalogue: typeof en | typeof fr = en): string[] {
  const result = profileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issueText(issue.message, (key) => catalogue[key]));
}

describe("profileSchema", () => {
  it("accepts the minimum and empty optional e-mail and website", () => {
    expect(messages({ ...valid, business_email: "", website: "" })).toEqual([]);
  });
  it("requires first and last name with the spec's messages", () => {
    expect(messages({ first_name: "", last_name: "" })).toEqual(["First name is required", "Last name is required"]);
    expect(messages({ first_name: "", last_name: "" }, fr)).toEqual(["Le prénom est obligatoire", "Le nom est obligatoire"]);
  });
  it("rejects a bad business e-mail, website and long bio", () => {
    expect(messages({ ...valid, business_email: "nope" })).toEqual(["Invalid email address"]);
    expect(messages({ ...valid, website: "not a url" })).toEqual(["Invalid URL"]);
    expect(messages({ ...valid, bio: "x".repeat(501) })).toEqual(["Bio must be less than 500 characters"]);
    expect(messages({ ...valid, bio: "x".repeat(500) })).toEqual([]);
    expect(messages({ ...valid, website: "pas une adresse" }, fr)).toEqual(["Adresse Web invalide"]);
  });
  it("accepts only the five business categories", () => {
    expect(messages({ ...valid, business_category: "broker" })).toEqual([]);
    expect(messages({ ...valid, business_category: "pilot" })).toHaveLength(1);
  });
});

describe("avatar helpers", () => {
  it("builds {userId}/{timestamp}.{extension}", () => {
    expect(avatarPath("u1", "Me.JPEG", 42)).toBe("u1/42.jpeg");
  });
  it("allows png, jpeg and gif only", () => {
    expect(isAllowedAvatarType("image/gif")).toBe(true);
    expect(isAllowedAvatarType("image/webp")).toBe(false);
  });
  it("uses the first two letters of the e-mail or U", () => {
    expect(avatarInitials("ada@example.com")).toBe("AD");
    expect(avatarInitials(undefined)).toBe("U");
  });
});
