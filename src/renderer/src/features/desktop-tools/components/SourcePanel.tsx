import { useState, type ChangeEvent } from "react";
import { Button, Input } from "antd";
import { parseUrlRows } from "@shared/link-check/url-list.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { rowsToInput, type CheckInput } from "../check-input.ts";
import { JOB_LABELS } from "../job-labels.ts";

/** Example addresses, the same in both languages. */
const URLS_EXAMPLE = "https://www.realtor.ca/real-estate/...\nhttps://...";

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
  const t = useT();
  const [error, setError] = useState<string | null>(null);

  function checkText(source: string, label: string) {
    const input = rowsToInput(parseUrlRows(source).map((row) => ({ url: row.url, title: row.previous?.title ?? null, price: row.previous?.price ?? null })));
    if (input.urls.length === 0) {
      setError(t("desktop.linkChecks.noUrls"));
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
      <h2 id="lc-source">{t("desktop.linkChecks.source")}</h2>
      <label htmlFor="lc-urls">{t("desktop.linkChecks.pasteLabel")}</label>
      <Input.TextArea
        id="lc-urls"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={URLS_EXAMPLE}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "lc-urls-error" : undefined}
      />
      {error ? (
        <p id="lc-urls-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="desktop-tools__actions">
        <Button type="primary" disabled={busy} onClick={() => checkText(text, JOB_LABELS.pasted)}>
          {t("desktop.linkChecks.checkUrls")}
        </Button>
        <label htmlFor="lc-file" className="desktop-tools__file">
          {t("desktop.linkChecks.csvFile")}
          <input id="lc-file" type="file" accept=".csv,.txt,text/csv,text/plain" disabled={busy} onChange={(e) => void readFile(e)} />
        </label>
        {signedIn ? (
          <Button disabled={busy} onClick={onCheckMine}>
            {t("desktop.linkChecks.checkMine")}
          </Button>
        ) : null}
        {isAdmin ? (
          <Button disabled={busy} onClick={onCheckAll}>
            {t("desktop.linkChecks.checkAll")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
