import { startTransition, useEffect, useState } from "react";

/**
 * How many items of a list to render: the first few at once, the rest once those have painted, as a transition.
 * The first cards (the page's largest paint) show sooner, and no single task builds the whole list on a phone.
 */
export function useRenderedCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= first) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
