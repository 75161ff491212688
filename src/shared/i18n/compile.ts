import type { MessageFormatElement } from "react-intl";

/**
 * Catalogue text to FormatJS's message AST. The website ships react-intl without its ICU parser (vite.web.config.ts
 * aliases it to the no-parser build, 7 KB gzip instead of 14), so messages reach it precompiled. The catalogues use
 * plain text with `{name}` arguments only; anything richer (plural, select) would need the parser or its own AST
 * (FormatJS's CLI compiles catalogues to it: `formatjs compile --ast`).
 */
export function compileMessage(text: string): MessageFormatElement[] {
  const elements: MessageFormatElement[] = [];
  const pattern = /\{(\w+)\}/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) elements.push({ type: 0, value: text.slice(last, match.index) });
    elements.push({ type: 1, value: match[1] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) elements.push({ type: 0, value: text.slice(last) });
  return elements;
}

export function compileCatalogue<K extends string>(catalogue: Record<K, string>): Record<K, MessageFormatElement[]> {
  const compiled = {} as Record<K, MessageFormatElement[]>;
  for (const key of Object.keys(catalogue) as K[]) compiled[key] = compileMessage(catalogue[key]);
  return compiled;
}

/**
 * A compiled message as text: the first screen's formatter (src/renderer/src/lib/i18n.tsx), which needs no
 * react-intl: literal and argument elements, the two the catalogues compile to. react-intl formats the same AST in
 * the antd islands, where richer messages can go.
 */
export function formatCompiled(elements: readonly MessageFormatElement[], values: Record<string, string | number> = {}): string {
  let text = "";
  for (const element of elements) {
    if (element.type === 0) text += element.value;
    else if (element.type === 1) text += String(values[element.value] ?? `{${element.value}}`);
    else throw new Error(`The message has an element the first screen's formatter does not handle (type ${element.type}): format it with react-intl.`);
  }
  return text;
}
