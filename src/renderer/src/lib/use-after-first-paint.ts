import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true right after the browser has painted it: below-the-fold sections wait for
 * it so the first paint (and the largest contentful paint above the fold) is not held up by their rendering.
 * They then render as a transition, in slices that leave the main thread free for input.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return ready;
}
