// The page's own HTML paints first (the website prerenders it); the app then loads in steps with a pause between
// them, so no single task evaluates all of its JavaScript (vite.web.config.ts makes each step one chunk).
import "./lib/initial-url.ts"; // keeps the URL hash as the page was opened, before supabase-js consumes it
import "./app/app.css";

/** Once the browser has shown the page's content (its first contentful paint). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Nothing to show (the desktop app's empty root), or no frame coming (a background tab): go at once.
    if (!document.getElementById("root")?.firstChild || document.visibilityState === "hidden") return resolve();
    const go = () => {
      observer?.disconnect();
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    };
    const fallback = setTimeout(go, 2000); // the page never counted as painted: boot anyway
    const observer = PerformanceObserver.supportedEntryTypes?.includes("paint")
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName("first-contentful-paint").length > 0) go();
        })
      : null;
    if (observer) observer.observe({ type: "paint", buffered: true });
    else requestAnimationFrame(go);
  });
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await afterFirstPaint();
await import("react-dom/client");
await pause();
await import("./lib/supabase.ts");
await pause();
const { mountApp } = await import("./app/mount.tsx");
await pause();
mountApp();
