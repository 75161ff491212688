import { useState, type FormEvent } from "react";
import { Button, Input } from "antd";
import { Seo } from "../../components/Seo.tsx";
import AntdProvider from "../../components/AntdProvider.tsx";
import { debuggerSchema } from "@shared/validation/debugger.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "../../lib/i18n.tsx";
import { issueText } from "@shared/validation/messages.ts";
import { debugUrl } from "../../data/links/debug.ts";
import { useDataMutation } from "../../data/mutation.ts";
import { DebugResults } from "./components/DebugResults.tsx";
import { RenderInBrowser } from "./components/RenderInBrowser.tsx";

/** An example address, the same in both languages. */
const URL_EXAMPLE = "https://www.realtor.ca/real-estate/...";

/** /debugger: what the metadata extractor sees for a URL (spec §2, §5, §8). */
export default function DebuggerPage() {
  const [url, setUrl] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const debug = useDataMutation(debugUrl);
  const t = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = debuggerSchema.safeParse({ url });
    if (!parsed.success) {
      setInputError(issueText(parsed.error.issues[0]?.message ?? "validation.desktop.debuggerUrl", t));
      return;
    }
    setInputError(null);
    debug.mutate(parsed.data.url);
  }

  return (
    <AntdProvider>
    <div className="narrow-page">
      <Seo title={t("desktop.debugger.pageTitle")} noindex />
      <header className="page-header">
        <h1>{t("desktop.debugger.title")}</h1>
        <p>{t("desktop.debugger.lead")}</p>
      </header>
      <form className="debug-form" onSubmit={submit} noValidate>
        <label htmlFor="debug-url" className="sr-only">
          {t("desktop.debugger.urlLabel")}
        </label>
        <Input
          id="debug-url"
          type="url"
          placeholder={URL_EXAMPLE}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          status={inputError ? "error" : undefined}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={inputError ? "debug-url-error" : undefined}
        />
        <Button type="primary" htmlType="submit" loading={debug.isPending}>
          {t("desktop.debugger.submit")}
        </Button>
      </form>
      {inputError ? (
        <p id="debug-url-error" className="field-error" role="alert">
          {inputError}
        </p>
      ) : null}
      <RenderInBrowser url={url} />
      {debug.isError ? (
        <div className="state-panel state-panel--error" role="alert">
          <p>{errorText(t, debug.error, "desktop.debugger.unknownError")}</p>
        </div>
      ) : null}
      {debug.isSuccess ? <DebugResults result={debug.data} /> : null}
    </div>
    </AntdProvider>
  );
}
