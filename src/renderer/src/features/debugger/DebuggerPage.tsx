import { useState, type FormEvent } from "react";
import { Button, Input } from "antd";
import { Seo } from "../../components/Seo.tsx";
import AntdProvider from "../../components/AntdProvider.tsx";
import { debuggerSchema } from "@shared/validation/debugger.ts";
import { errorMessage } from "../../lib/errors.ts";
import { debugUrl } from "../../data/links/debug.ts";
import { useDataMutation } from "../../data/mutation.ts";
import { DebugResults } from "./components/DebugResults.tsx";
import { RenderInBrowser } from "./components/RenderInBrowser.tsx";

/** /debugger: what the metadata extractor sees for a URL (spec §2, §5, §8). */
export default function DebuggerPage() {
  const [url, setUrl] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const debug = useDataMutation(debugUrl);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = debuggerSchema.safeParse({ url });
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? "Please enter a URL.");
      return;
    }
    setInputError(null);
    debug.mutate(parsed.data.url);
  }

  return (
    <AntdProvider>
    <div className="narrow-page">
      <Seo title="URL Debugger | Real Estate Marketplace" noindex />
      <header className="page-header">
        <h1>URL Debugger</h1>
        <p>See the preview, structured data and meta tags the extractor finds for a listing page.</p>
      </header>
      <form className="debug-form" onSubmit={submit} noValidate>
        <label htmlFor="debug-url" className="sr-only">
          URL to debug
        </label>
        <Input
          id="debug-url"
          type="url"
          placeholder="https://www.realtor.ca/real-estate/..."
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          status={inputError ? "error" : undefined}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={inputError ? "debug-url-error" : undefined}
        />
        <Button type="primary" htmlType="submit" loading={debug.isPending}>
          Debug
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
          <p>{errorMessage(debug.error, "An unknown error occurred.")}</p>
        </div>
      ) : null}
      {debug.isSuccess ? <DebugResults result={debug.data} /> : null}
    </div>
    </AntdProvider>
  );
}
