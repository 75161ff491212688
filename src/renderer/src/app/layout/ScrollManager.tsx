import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

const STORE = "scroll-positions";
/** How long a restore waits for the page to grow tall enough (its data arriving), in frames (~2 s). */
const RESTORE_FRAMES = 120;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    positions[key] = y;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - 100))) delete positions[old];
    sessionStorage.setItem(STORE, JSON.stringify(positions));
  } catch {
    // Storage full or refused: back and forward then open at the top.
  }
}

// useLayoutEffect warns when React renders on the server (the build's prerender); nothing scrolls there.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Where a page opens (issue 19): a new page at its top (or at its #fragment), back and forward at the position the
 * reader left it, once the page is tall enough again. A change of the query string on the same page (the browse
 * filters) keeps the position. The browser's own restoration is off: it would restore before the data arrived.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The history entry on screen and the page's last position in it (read when a scroll happens, not later). */
  const shown = useRef<{ key: string; path: string; y: number } | null>(null);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    const onScroll = () => {
      if (shown.current) shown.current.y = window.scrollY;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // Leaving the site or reloading keeps the position too.
    const onHide = () => {
      if (shown.current) savePosition(shown.current.key, shown.current.y);
    };
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onHide);
    };
  }, []);

  const { key, pathname, hash } = location;
  useBrowserLayoutEffect(() => {
    // The page being left: its position as the reader last saw it, before the new page's height changes it.
    const previous = shown.current;
    if (previous) savePosition(previous.key, previous.y);
    shown.current = { key, path: pathname, y: window.scrollY };
    if (navigationType === "POP") {
      const target = readPositions()[key];
      if (target === undefined) return;
      // Until the page is tall enough, or the reader scrolls themselves.
      let frames = 0;
      let frame = 0;
      const stop = () => {
        cancelAnimationFrame(frame);
        window.removeEventListener("wheel", stop);
        window.removeEventListener("touchstart", stop);
        window.removeEventListener("keydown", stop);
      };
      const attempt = () => {
        window.scrollTo(0, target);
        if (Math.abs(window.scrollY - target) < 2 || ++frames > RESTORE_FRAMES) return stop();
        frame = requestAnimationFrame(attempt);
      };
      window.addEventListener("wheel", stop, { passive: true });
      window.addEventListener("touchstart", stop, { passive: true });
      window.addEventListener("keydown", stop);
      attempt();
      return stop;
    }
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    // Only a new page: a change of the query string alone keeps the position.
    if (previous?.path !== pathname) window.scrollTo(0, 0);
  }, [key, pathname, hash, navigationType]);
  return null;
}
