/**
 * 'Render in browser' action, shown only when the platform adapter reports the capability
 * (the desktop app); on the web the adapter has none and nothing renders.
 */
export function RenderInBrowser({ url: _url }: { url: string }) {
  return null;
}
