import { textLanguage } from "@shared/i18n/text-language.ts";
import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import type { ListingWords } from "./ListingLanguage.tsx";

/** "EN" / "FR" when a listing is written in the other language than the reader's (issue 22); its words stay as written. */
export default function ListingLanguageBadge({ post }: { post: ListingWords }) {
  const t = useT();
  const { locale } = useLocale();
  const lang = textLanguage(`${post.title ?? ""} ${post.description} ${post.custom_description ?? ""}`);
  if (!lang || lang === locale) return null;
  const label = t(`post.lang.${lang}`);
  return (
    <span className="tag tag--lang" role="img" aria-label={label} title={label}>
      {lang.toUpperCase()}
    </span>
  );
}
