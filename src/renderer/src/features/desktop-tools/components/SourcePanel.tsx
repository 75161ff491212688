import { useState, type ChangeEvent } from "react";
import { Button, Input } from "antd";
import { parseUrlRows } from "@shared/link-check/url-list.ts";
import { rowsToInput, type CheckInput } from "../check-input.ts";

type Props = {
  busy: boolean;
  isAdmin: boolean;
  signedIn: boolean;
  onCheck: (input: CheckInput, label: string) => void;
  onCheckMine: () => void;
  onCheckAll: () => void;
};

/** Where the URLs come from: a pasted list, a CSV file (url, optional title and price), or posts. */
export function SourcePanel({ busy, isAdmin, signedIn, onCheck, onCheckMine, onCheckAll }: Props) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  function checkText(source: string, label: string) {
    const input = rowsToInput(parseUrlRows(source).map((row) => ({ url: row.url, title: row.previous?.title ?? null, price: row.previous?.price ?? null })));
    if (input.urls.length === 0) {
      setError("Enter at least one http(s) URL, one per line, or a CSV with a url column.");
      return;
    }
    setError(null);
    onCheck(input, label);
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) checkText(await file.text(), file.name);
  }

  return (
    <section className="desktop-tools__panel" aria-labelledby="lc-source">
      <h2 id="lc-source">URLs to check</h2>
      <label htmlFor="lc-urls">Paste URLs (one per line) or CSV text with a url column</label>
      <Input.TextArea
        id="lc-urls"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={"https://www.realtor.ca/real-estate/...\nhttps://..."}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "lc-urls-error" : undefined}
      />
      {error ? (
        <p id="lc-urls-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="desktop-tools__actions">
        <Button type="primary" disabled={busy} onClick={() => checkText(text, "Pasted list")}>
          Check URLs
        </Button>
        <label htmlFor="lc-file" className="desktop-tools__file">
          CSV file
          <input id="lc-file" type="file" accept=".csv,.txt,text/csv,text/plain" disabled={busy} onChange={(e) => void readFile(e)} />
        </label>
        {signedIn ? (
          <Button disabled={busy} onClick={onCheckMine}>
            Check my posts
          </Button>
        ) : null}
        {isAdmin ? (
          <Button disabled={busy} onClick={onCheckAll}>
            Check all posts
          </Button>
        ) : null}
      </div>
    </section>
  );
}
