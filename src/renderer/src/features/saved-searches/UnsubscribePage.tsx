import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { unsubscribeSavedSearch } from "@renderer/data/saved-searches/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { errorMessage } from "@renderer/lib/errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /unsubscribe?token=…: the saved-search e-mail's one-click unsubscribe (works signed out). */
export default function UnsubscribePage() {
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
  if (!valid || unsubscribe.data === false) message = "This unsubscribe link is not valid, or the saved search was already deleted.";
  else if (unsubscribe.isError) message = `We could not unsubscribe you: ${errorMessage(unsubscribe.error)}`;
  else if (unsubscribe.data === true) message = "You are unsubscribed. The saved search was deleted and you will get no more e-mails for it.";
  else message = "Unsubscribing...";
  return (
    <section className="state-panel" aria-labelledby="unsubscribe-title" style={{ maxWidth: 640, margin: "40px auto" }}>
      <h1 id="unsubscribe-title">Saved search e-mails</h1>
      <p role="status">{message}</p>
      <p>
        <Link to="/">Back to listings</Link>
      </p>
    </section>
  );
}
