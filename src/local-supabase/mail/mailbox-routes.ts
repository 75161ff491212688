import { Hono } from "hono";
import type { Mailbox, StoredMail } from "./mailbox.ts";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (href) => `<a href="${href}">${href}</a>`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>body{font:15px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
table{border-collapse:collapse;width:100%}td,th{padding:.5rem;border-bottom:1px solid #ddd;text-align:left}
pre{white-space:pre-wrap;background:#f6f8fa;padding:1rem;border-radius:6px}a{color:#0550ae}</style></head>
<body>${body}</body></html>`;

function renderMessage(mail: StoredMail) {
  return page(
    mail.subject,
    `<p><a href="/mailbox">&larr; Mailbox</a></p><h1>${escape(mail.subject)}</h1>
<p>To: ${escape(mail.to)}<br>Sent: ${escape(mail.sentAt)}</p>
${mail.html ? `<iframe title="Message" sandbox="" style="width:100%;height:24rem;border:1px solid #ddd" srcdoc="${escape(mail.html)}"></iframe>` : ""}
<pre>${linkify(mail.text ?? "")}</pre>`,
  );
}

/**
 * The browsable local mailbox (/mailbox) and its JSON form for tests (/mailbox/api/messages). Read-only: mail
 * reaches it from Auth and from the stack's drain of the e-mail outbox (mail/outbox.ts).
 */
export function mailboxRoutes(mailbox: Mailbox) {
  const routes = new Hono();
  routes.get("/api/messages", (c) => c.json(mailbox.list(c.req.query("to")).reverse()));
  routes.get("/api/messages/:id", (c) => {
    const mail = mailbox.get(c.req.param("id"));
    return mail ? c.json(mail) : c.json({ error: "not_found", message: "No such message" }, 404);
  });
  routes.get("/:id", (c) => {
    const mail = mailbox.get(c.req.param("id"));
    return mail ? c.html(renderMessage(mail)) : c.html(page("Not found", "<p>No such message.</p>"), 404);
  });
  routes.get("/", (c) => {
    const rows = mailbox
      .list()
      .reverse()
      .map((m) => `<tr><td><a href="/mailbox/${m.id}">${escape(m.subject)}</a></td><td>${escape(m.to)}</td><td>${escape(m.sentAt)}</td></tr>`)
      .join("");
    return c.html(
      page("Mailbox", `<h1>Local mailbox</h1><p>E-mail the local stack would have sent.</p>
<table><thead><tr><th>Subject</th><th>To</th><th>Sent</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table>`),
    );
  });
  return routes;
}
