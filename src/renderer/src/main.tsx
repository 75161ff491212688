// The page's own HTML paints first (the website prerenders it); the app's code is fetched then, and runs in steps
// with a pause between them, so no single task evaluates all of it (vite.web.config.ts makes each step one chunk).
import "./lib/initial-url.ts"; // keeps the URL hash as the page was opened, before supabase-js consumes it
import "./app/app.css";

/** Once the browser has shown the page's content (its first contentful paint). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Nothing to show (the desktop app's empty root), or no frame coming (a background tab): go at once.
    if (!document.getElementById("root")?.firstChild || document.visibilityState === "hidden") return resolve();
    let observer: PerformanceObserver | null = null;
    const go = () => {
      observer?.disconnect();
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    };
    const fallback = setTimeout(go, 2000); // the page never counted as painted: start anyway
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) go();
      });
      observer.observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(go);
    }
  });
}

/** Fetches every chunk of the steps below at once (the website's build names them in the page). */
function preloadAppModules(): void {
  const names = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content.split(" ") ?? [];
  for (const href of names.filter((name) => name.startsWith("/assets/"))) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" }));
  }
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await afterFirstPaint();
preloadAppModules();
await import("react-dom/client");
await pause();
await import("./lib/env.ts"); // with the validation library
await pause();
await import("@supabase/supabase-js");
await pause();
// eslint-disable-next-line renderer/layout -- loads the client's chunk in its own step; the data layer uses it
await import("./lib/supabase.ts"); // the client
await pause();
const { mountApp, startPageData } = await import("./app/mount.tsx");
const client = startPageData(); // the page's data loads while React renders it
await pause();
await mountApp(client);
