/**
 * The renderer's Content-Security-Policy. Scripts only from the app itself; network only to the
 * configured Supabase (REST, auth, storage, functions, realtime). Images may come from listing
 * sites (previews). antd writes its CSS-in-JS into <style> tags, hence 'unsafe-inline' for styles only.
 */
export function buildContentSecurityPolicy(backendUrl: string, devServerUrl?: string): string {
  const backend = new URL(backendUrl);
  const wsOrigin = `${backend.protocol === "https:" ? "wss:" : "ws:"}//${backend.host}`;
  // Development only: the dev server's inline HMR preamble and its websocket.
  const dev = devServerUrl === undefined ? null : new URL(devServerUrl);
  return [
    "default-src 'none'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self' ${backend.origin} ${wsOrigin}${dev ? ` ws://${dev.host}` : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "child-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
