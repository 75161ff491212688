import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "./icons.tsx";

/**
 * Search box of the header and the hero (spec §2): trimmed; non-empty goes to /search?q=…, empty to /search.
 * A plain GET form underneath, so a search sent from a prerendered page before the app has started still lands
 * on /search (whose page then tidies the query).
 */
export function SearchForm({ onSearched, size = "default", placeholder = "City, neighborhood or postal code" }: { onSearched?: () => void; size?: "default" | "large"; placeholder?: string }) {
  const [text, setText] = useState("");
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
    <form role="search" action="/search" method="get" className={size === "large" ? "header-search header-search--large" : "header-search"} onSubmit={submit}>
      <label htmlFor={inputId} className="sr-only">
        Search homes for sale
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        className="header-search__input"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="header-search__button" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
