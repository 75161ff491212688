import type { EmailDriver, EmailMessage } from "@supabase/lite";

/**
 * Is `target` an allowed post-auth redirect? As GoTrue: the SITE_URL's origin, or an entry of the allow-list
 * (exact, or a prefix when the entry ends with `*` or `**`).
 */
export function isAllowedRedirect(target: string, siteUrl: string, allowList: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  if (url.origin === new URL(siteUrl).origin) return true;
  const bare = target.split("#")[0]!;
  return allowList.some((entry) => {
    const prefix = entry.replace(/\*+$/, "");
    if (prefix !== entry) return bare.startsWith(prefix);
    return bare === entry || (new URL(entry).origin === url.origin && bare.startsWith(entry.endsWith("/") ? entry : `${entry}/`));
  });
}

/**
 * An Auth redirect (GET /verify, /callback) to a target outside SITE_URL and the allow-list goes to SITE_URL instead,
 * with the same fragment (tokens or error), as GoTrue falls back. @supabase/lite accepts any loopback address on any
 * port as `redirect_to` (`http://127.0.0.1:9999/x` received the tokens). Returns the answer to send.
 */
export function withAllowedRedirect(response: Response, siteUrl: string, allowList: readonly string[]): Response {
  const location = response.headers.get("location");
  if (!location || response.status < 300 || response.status >= 400 || isAllowedRedirect(location, siteUrl, allowList)) return response;
  const hash = URL.canParse(location) ? new URL(location).hash : "";
  const headers = new Headers(response.headers);
  headers.set("location", `${siteUrl}${hash}`);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * @supabase/lite's /recover and /resend ignore `redirect_to` and always link to SITE_URL. The gateway remembers the
 * validated redirect a client asked for, and this e-mail driver puts it into the verify link of the next message
 * to that address (within a minute): in the text and in the HTML, whose links escape `&` as `&amp;` or `&#38;`
 * (auth-mail.ts).
 */
export class RedirectMemory {
  private readonly pending = new Map<string, { redirect: string; at: number }>();

  remember(email: string, redirect: string): void {
    this.pending.set(email.toLowerCase(), { redirect, at: Date.now() });
  }

  take(email: string): string | undefined {
    const key = email.toLowerCase();
    const entry = this.pending.get(key);
    this.pending.delete(key);
    return entry && Date.now() - entry.at < 60_000 ? entry.redirect : undefined;
  }

  wrap(inner: EmailDriver): EmailDriver {
    return {
      send: (message: EmailMessage) => {
        const redirect = this.take(message.to);
        if (!redirect) return inner.send(message);
        const swap = (text: string | undefined) =>
          text?.replace(/([?&](?:amp;|#38;)?redirect_to=)[^&"'\s<]*/g, (_m, key: string) => `${key}${encodeURIComponent(redirect)}`);
        return inner.send({ ...message, text: swap(message.text), html: swap(message.html) });
      },
    };
  }
}
