import { describe, expect, it } from "vitest";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, ResolverOptions } from "react-hook-form";
import { en, type Catalogue } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import { signupSchema, type SignupInput } from "@shared/validation/signup.ts";
import { resetSchema, type ResetInput } from "@shared/validation/reset.ts";
import { loginSchema, type LoginInput } from "@shared/validation/login.ts";
import { message, type ValidationMessageKey } from "@shared/validation/messages.ts";
import { translatedResolver } from "./form-resolver.ts";

// The one mechanism for validation messages in both languages (src/shared/validation/messages.ts): schemas carry
// catalogue keys, the form's resolver turns them into the active language's sentences.
const inLanguage = (catalogue: Catalogue) => (key: ValidationMessageKey) => catalogue[key];
const options = <T extends FieldValues>(): ResolverOptions<T> => ({ fields: {}, shouldUseNativeValidation: false });

function messagesOf(errors: FieldErrors): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, typeof error?.message === "string" ? error.message : undefined]));
}

const invalidSignup: SignupInput = { username: "ab", email: "not-an-email", password: "123" };

describe("validation messages in the active language", () => {
  it("an invalid sign-up in English: the spec's sentences, byte for byte", async () => {
    const result = await translatedResolver(zodResolver(signupSchema), inLanguage(en))(invalidSignup, undefined, options<SignupInput>());
    expect(messagesOf(result.errors)).toEqual({
      username: "Username must be at least 3 characters.",
      email: "Invalid email address.",
      password: "Password must be at least 6 characters.",
    });
  });

  it("the same sign-up in French: the French sentences", async () => {
    const result = await translatedResolver(zodResolver(signupSchema), inLanguage(fr))(invalidSignup, undefined, options<SignupInput>());
    expect(messagesOf(result.errors)).toEqual({
      username: "Le nom d’utilisateur doit contenir au moins 3\u00a0caractères.",
      email: "Adresse courriel invalide.",
      password: "Le mot de passe doit contenir au moins 6\u00a0caractères.",
    });
  });

  it("a refinement's message (reset's mismatch, on the confirm field) and an empty login are translated too", async () => {
    const reset = await translatedResolver(zodResolver(resetSchema), inLanguage(fr))({ password: "secret1", confirmPassword: "secret2" }, undefined, options<ResetInput>());
    expect(messagesOf(reset.errors)).toEqual({ confirmPassword: "Les mots de passe ne correspondent pas." });
    const login = await translatedResolver(zodResolver(loginSchema), inLanguage(fr))({ email: "", password: "" }, undefined, options<LoginInput>());
    expect(messagesOf(login.errors)).toEqual({ email: "Adresse courriel invalide.", password: "Le mot de passe est obligatoire." });
  });

  it("valid values pass through untouched", async () => {
    const values = { username: "maple", email: "a@b.ca", password: "secret1" };
    const result = await translatedResolver(zodResolver(signupSchema), inLanguage(fr))(values, undefined, options<SignupInput>());
    expect(result).toEqual({ values, errors: {} });
  });

  it("schemas carry keys, type-checked; a message that is no key (a form not converted yet) passes through", async () => {
    expect(signupSchema.safeParse(invalidSignup).error?.issues.map((issue) => issue.message)).toEqual(["validation.usernameMin", "validation.email", "validation.passwordMin"]);
    // @ts-expect-error -- 'validation.nope' is no key of the catalogues
    expect(message("validation.nope")).toBe("validation.nope");
    // @ts-expect-error -- only the validation namespace is a schema message
    expect(message("auth.login.title")).toBe("auth.login.title");
    const { z } = await import("zod");
    const legacy = z.object({ title: z.string().min(1, "A post needs a title.") });
    const result = await translatedResolver(zodResolver(legacy), inLanguage(fr))({ title: "" }, undefined, options<{ title: string }>());
    expect(messagesOf(result.errors)).toEqual({ title: "A post needs a title." });
  });
});
