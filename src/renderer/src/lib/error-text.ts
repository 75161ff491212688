import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { issueText } from "@shared/validation/messages.ts";
import { errorMessage } from "./errors.ts";
import type { Translate } from "./i18n.tsx";

/**
 * What a failed action shows, in the active language (issue 22): the error's sentence, where a catalogue key thrown
 * by a form rule checked at submit (a `validation.` key, e.g. the post's link rules) becomes its text, and
 * `fallback` when the error has no message.
 */
export function errorText(t: Translate, error: unknown, fallback: MessageKey = "member.unknownError"): string {
  return issueText(errorMessage(error, t(fallback)), t);
}
