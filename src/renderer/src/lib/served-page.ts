import { PAGE_DATA_ID } from "@shared/seo/page-template.ts";

/**
 * What the HTML of the page being shown was rendered with. The web server renders some pages with their first data
 * (prerender.tsx, renderRequest) and sends that data with them (`<script id="page-data">`): the browser's first
 * render must then show the same cards, not the skeleton a page built without data shows. On the server this is set
 * around each render; in the browser it is read from the page.
 */
let server: { origin: string; withData: boolean } | null = null;

/** Set by the server around each render (renderRequest renders one page at a time). */
export function setServerPage(page: { origin: string; withData: boolean }): void {
  server = page;
}

/** Whether this page's HTML came rendered with its data (then its first render shows that data). */
export function servedWithData(): boolean {
  if (typeof document === "undefined") return server?.withData ?? false;
  return document.getElementById(PAGE_DATA_ID) !== null;
}

/** The page's origin: the browser's, or the request's while the server renders. */
export function pageOrigin(): string {
  return typeof window === "undefined" ? (server?.origin ?? "") : window.location.origin;
}
