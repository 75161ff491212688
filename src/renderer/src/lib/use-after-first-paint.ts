import { useEffect, useState } from "react";

/**
 * False on the first render, true right after the browser has painted it: below-the-fold sections wait for
 * it so the first paint (and the largest contentful paint above the fold) is not held up by their rendering.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return ready;
}
