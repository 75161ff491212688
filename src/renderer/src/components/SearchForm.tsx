import { useId, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SearchIcon } from "./icons.tsx";
import { useLocale, useT } from "../lib/i18n.tsx";
import { pathInLocale } from "@shared/i18n/locales.ts";

/**
 * Search box of the header and the hero (spec §2): trimmed; non-empty goes to /search?q=…, empty to /search.
 * A plain GET form underneath, so a search sent from a prerendered page before the app has started still lands
 * on /search (whose page then tidies the query).
 */
export function SearchForm({ onSearched, size = "default", placeholder, showsQuery = false }: { onSearched?: () => void; size?: "default" | "large"; placeholder?: string; showsQuery?: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const query = useCurrentQuery();
  const shown = showsQuery ? query : "";
  const [text, setText] = useState(shown);
  // The header's box shows the search on screen (and empties when leaving /search). The same input is kept, so the
  // focus stays where it was after a search.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }
  const inputId = useId();
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box shows: text typed into a prerendered page before the app started is there, not yet in state.
    const typed = new FormData(event.currentTarget).get("q");
    const q = (typeof typed === "string" ? typed : text).trim();
    void navigate(q ? `/search?q=${encodeURIComponent(q)}` : "/search");
    onSearched?.();
  }
  return (
    <form role="search" action={pathInLocale("/search", locale)} method="get" className={size === "large" ? "header-search header-search--large" : "header-search"} onSubmit={submit}>
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        className="header-search__input"
        placeholder={placeholder ?? t("search.placeholder")}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="header-search__button" aria-label={t("search.submit")}>
        <SearchIcon />
      </button>
    </form>
  );
}

/** The trimmed q of /search; empty on any other page. */
function useCurrentQuery(): string {
  const { pathname, search } = useLocation();
  return pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "").trim() : "";
}
