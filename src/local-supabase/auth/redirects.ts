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
 * @supabase/lite's /recover and /resend ignore `redirect_to` and always link to SITE_URL. The gateway remembers the
 * validated redirect a client asked for, and this e-mail driver puts it into the verify link of the next message
 * to that address (within a minute).
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
          text?.replace(/([?&](?:amp;)?redirect_to=)[^&"'\s<]*/g, (_m, key: string) => `${key}${encodeURIComponent(redirect)}`);
        return inner.send({ ...message, text: swap(message.text), html: swap(message.html) });
      },
    };
  }
}
