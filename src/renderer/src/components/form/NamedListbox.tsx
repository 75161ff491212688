import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from "react";

/**
 * antd's Select and AutoComplete render their option list as `role="listbox"` (plus a hidden copy for screen readers)
 * with no accessible name, which axe reports as serious (aria-input-field-name) whenever the list is open or
 * animating closed. This names every listbox inside the popup after each render of the popup.
 */
function NamedListbox({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.querySelectorAll('[role="listbox"]').forEach((listbox) => listbox.setAttribute("aria-label", label));
  });
  return <div ref={ref}>{children}</div>;
}

/** A `popupRender` for antd's Select/AutoComplete whose option list is announced as `label`. */
export function namedListbox(label: string): (menu: ReactElement) => ReactNode {
  return function renderNamedPopup(menu) {
    return <NamedListbox label={label}>{menu}</NamedListbox>;
  };
}
