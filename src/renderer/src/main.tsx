// The page's own HTML paints first (the website prerenders it); the app then loads in steps with a pause between
// them, so no single task evaluates all of its JavaScript (vite.web.config.ts makes each step one chunk).
import "./lib/initial-url.ts"; // keeps the URL hash as the page was opened, before supabase-js consumes it
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
await import("./lib/supabase.ts");
await pause();
const { mountApp, startPageData } = await import("./app/mount.tsx");
const client = startPageData(); // the page's data loads while React renders it
await pause();
mountApp(client);
