import { useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { issueText, type ValidationMessageKey } from "@shared/validation/messages.ts";
import { useT } from "./i18n.tsx";

/**
 * A form's errors in the active language. The schemas' messages are catalogue keys (src/shared/validation/messages.ts
 * explains the design); the resolver of every form goes through this one: its errors' keys become sentences.
 *
 *   const resolver = zodResolver(loginSchema); // module level: one schema, one resolver
 *   useForm<LoginInput>({ resolver: useTranslatedResolver(resolver) });
 */
export function useTranslatedResolver<Input extends FieldValues, Context, Output>(resolver: Resolver<Input, Context, Output>): Resolver<Input, Context, Output> {
  const t = useT();
  return useMemo(() => translatedResolver(resolver, t), [resolver, t]);
}

/** The resolver with its error messages through `translate` (a validation key becomes its sentence). */
export function translatedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  translate: (key: ValidationMessageKey) => string,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateMessages(result.errors, translate) };
  };
}

/**
 * The errors' tree (nested objects and arrays for nested fields, `types` when all criteria are collected) with every
 * `message` translated; `ref` (the field's element) is kept as is.
 */
function translateMessages<T>(node: T, translate: (key: ValidationMessageKey) => string): T {
  if (Array.isArray(node)) return node.map((item: unknown) => translateMessages(item, translate)) as T;
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    if (name === "ref") out[name] = value;
    else if (name === "message" && typeof value === "string") out[name] = issueText(value, translate);
    else if (name === "types" && value && typeof value === "object") {
      out[name] = Object.fromEntries(Object.entries(value).map(([type, text]) => [type, translateText(text, translate)]));
    } else out[name] = translateMessages(value, translate);
  }
  return out as T;
}

/** A `types` entry: a message, several, or `true`. */
function translateText(text: unknown, translate: (key: ValidationMessageKey) => string): unknown {
  if (typeof text === "string") return issueText(text, translate);
  return Array.isArray(text) ? text.map((item: unknown) => (typeof item === "string" ? issueText(item, translate) : item)) : text;
}
