/** Bot-wall detection: challenge pages are reported as blocked, never parsed as listings. */

const WALLS: Array<[string, RegExp]> = [
  ["Incapsula", /_Incapsula_Resource|Incapsula incident ID|incapsula\.com\/|visid_incap_/i],
  ["PerimeterX", /px-captcha|window\._pxAppId|perimeterx|_pxhd|captcha\.px-cdn\.net/i],
  ["Cloudflare", /cf-browser-verification|challenge-platform|cf_chl_opt|cf-challenge|<title>\s*(?:Just a moment\.\.\.|Attention Required! \| Cloudflare)/i],
  ["DataDome", /geo\.captcha-delivery\.com|datadome/i],
  ["Akamai", /<title>\s*Access Denied\s*<\/title>[\s\S]{0,2000}Reference\s*#[\d.a-f]+/i],
  ["hCaptcha/reCAPTCHA wall", /<title>[^<]*(?:are you a robot|vérification|verify you are human)[^<]*<\/title>/i],
];

/** Name of the bot wall when the page is a challenge/interstitial, else null. */
export function detectBotWall(html: string, status = 200): string | null {
  const head = html.length > 60_000 ? html.slice(0, 60_000) : html;
  for (const [name, re] of WALLS) if (re.test(head)) return name;
  if ((status === 403 || status === 429 || status === 503) && head.length < 4000 && /captcha|denied|blocked|bloqué/i.test(head)) return "generic bot wall";
  return null;
}
