import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "./icons.tsx";

/** Search box of the header and the hero (spec §2): trimmed; non-empty goes to /search?q=…, empty to /search. */
export function SearchForm({ onSearched, size = "default", placeholder = "City, neighborhood or postal code" }: { onSearched?: () => void; size?: "default" | "large"; placeholder?: string }) {
  const [text, setText] = useState("");
  const inputId = useId();
  const navigate = useNavigate();
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `/search?q=${encodeURIComponent(q)}` : "/search");
    onSearched?.();
  }
  return (
    <form role="search" className={size === "large" ? "header-search header-search--large" : "header-search"} onSubmit={submit}>
      <label htmlFor={inputId} className="sr-only">
        Search homes for sale
      </label>
      <input
        id={inputId}
        type="search"
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
