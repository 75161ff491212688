// The page's own HTML paints first (the website prerenders it); the app then loads in three steps with a pause
// between them, so no single task evaluates all of its JavaScript. The website's HTML preloads every step
// (vite.prerender.ts), so nothing waits on the network in between.
import "./app/app.css";

function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") return resolve(); // no frame is coming in a background tab
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await afterPaint();
await import("react-dom/client");
await pause();
await import("@supabase/supabase-js");
await pause();
const { mountApp } = await import("./app/mount.tsx");
mountApp();
