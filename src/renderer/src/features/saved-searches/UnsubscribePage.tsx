import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { unsubscribeSavedSearch } from "@renderer/data/saved-searches/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { Seo } from "@renderer/components/Seo.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /unsubscribe?token=…: the saved-search e-mail's one-click unsubscribe (works signed out). */
export default function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = (params.get("token") ?? "").trim();
  const valid = UUID.test(token);
  const unsubscribe = useDataMutation(unsubscribeSavedSearch);
  const started = useRef(false);
  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [valid, token, unsubscribe]);

  let message: string;
  if (!valid || unsubscribe.data === false) message = t("member.unsub.invalid");
  else if (unsubscribe.isError) message = t("member.unsub.failed", { error: errorText(t, unsubscribe.error) });
  else if (unsubscribe.data === true) message = t("member.unsub.done");
  else message = t("member.unsub.working");
  return (
    <section className="state-panel" aria-labelledby="unsubscribe-title" style={{ maxWidth: 640, margin: "40px auto" }}>
      <Seo title={t("member.pageTitle", { title: t("member.unsub.title") })} noindex />
      <h1 id="unsubscribe-title">{t("member.unsub.title")}</h1>
      <p role="status">{message}</p>
      <p>
        <Link to="/">{t("member.unsub.back")}</Link>
      </p>
    </section>
  );
}
