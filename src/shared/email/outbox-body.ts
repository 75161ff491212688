/**
 * An outbox message's body as sent (private.email_outbox, written by the database): `{{site_url}}` becomes the
 * site's origin, without a trailing slash. Used by the local stack's sender and the hosted email-outbox function.
 */
export function renderOutboxBody(body: string, siteUrl: string): string {
  return body.replaceAll("{{site_url}}", siteUrl.replace(/\/+$/, ""));
}
