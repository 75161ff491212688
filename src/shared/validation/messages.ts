import type { MessageKey } from "@shared/i18n/messages/en.ts";

/**
 * Validation messages in the visitor's language (issue 22): the one mechanism for every form.
 *
 * A schema's message is a KEY of the message catalogues (src/shared/i18n/messages), written with `message()`, so an
 * unknown key does not compile; the catalogue holds the sentence in each language (English: the spec's, verbatim).
 * The form's resolver translates the keys of the issues into the active language when it validates
 * (useTranslatedResolver, src/renderer/src/lib/form-resolver.ts); code outside a form reads a sentence with
 * `issueText` and a catalogue.
 *
 * Why keys and not a schema factory taking a translate function: each form keeps ONE schema, built once at module
 * level and shared as is (types, tests, server code), with no language in it; the language is chosen where the text
 * is shown, like every other text of the screens. A factory would build a schema per language and per render, and
 * every user of the schema would need a translator to get one.
 *
 * Keys live under `validation.`: a message outside that namespace (a schema not converted yet) passes through the
 * resolver unchanged, so forms convert one at a time.
 */
export type ValidationMessageKey = Extract<MessageKey, `validation.${string}`>;

/** A schema's message: a catalogue key (type-checked), translated where it is shown. */
export function message(key: ValidationMessageKey): ValidationMessageKey {
  return key;
}

export function isValidationMessageKey(text: string): text is ValidationMessageKey {
  return text.startsWith("validation.");
}

/** An issue's message as a sentence: a validation key through `translate`, anything else unchanged. */
export function issueText(text: string, translate: (key: ValidationMessageKey) => string): string {
  return isValidationMessageKey(text) ? translate(text) : text;
}
