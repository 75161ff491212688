/**
 * The check a URL passes before `shell.openExternal`: only http(s), no credentials,
 * a real host name, no control characters. Anything else stays inside nothing.
 */
export function isSafeExternalUrl(raw: unknown): raw is string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2_048) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username !== "" || url.password !== "") return false;
  if (url.hostname === "" || url.hostname.endsWith(".")) return false;
  return true;
}
