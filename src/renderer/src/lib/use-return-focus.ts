import { useCallback, useRef } from "react";

/** The button at `place` among a group's enabled buttons, or its last one. */
function buttonAt(group: Element | null, place: number): HTMLElement | null {
  const buttons = group ? [...group.querySelectorAll<HTMLElement>("button:not([disabled])")] : [];
  return buttons[Math.min(place, buttons.length - 1)] ?? null;
}

/**
 * Focus back to the button that opened a dialog, once the dialog is gone (a dialog rendered only while open is
 * unmounted, so antd's own return of focus never runs). The screen often redraws after that, when the data the
 * dialog changed arrives: a row that moves loses the focus, a button that goes away (Hide, once the post is hidden)
 * takes it along, a group of actions may be drawn anew. Until the person clicks or types, a focus left on the page's
 * body goes back to the button, or to the button in its place in its group (found again by its label if redrawn).
 */
export function useReturnFocus(): { remember: (event: { currentTarget: EventTarget }) => void; returnFocus: () => void } {
  const opener = useRef<HTMLElement | null>(null);

  const remember = useCallback((event: { currentTarget: EventTarget }) => {
    if (event.currentTarget instanceof HTMLElement) opener.current = event.currentTarget;
  }, []);

  const returnFocus = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    const group = element.closest<HTMLElement>('[role="group"], .ant-space') ?? element.parentElement;
    const label = group?.getAttribute("role") === "group" ? group.getAttribute("aria-label") : null;
    const place = group ? [...group.querySelectorAll("button:not([disabled])")].indexOf(element) : -1;
    const restore = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      if (element.isConnected) return element.focus();
      const current = group?.isConnected ? group : label ? document.querySelector(`[role="group"][aria-label="${CSS.escape(label)}"]`) : null;
      buttonAt(current, Math.max(place, 0))?.focus();
    };
    // Watching stops at the person's next click or key: from then on the focus is theirs.
    const observer = new MutationObserver(restore);
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = () => {
      observer.disconnect();
      document.removeEventListener("pointerdown", stop, true);
      document.removeEventListener("keydown", stop, true);
    };
    document.addEventListener("pointerdown", stop, true);
    document.addEventListener("keydown", stop, true);
    // After the dialog has unmounted (its focus trap gone).
    requestAnimationFrame(restore);
  }, []);

  return { remember, returnFocus };
}
