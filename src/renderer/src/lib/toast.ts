/**
 * Toasts (spec §9: one at a time). antd's message is loaded on first use, configured with maxCount 1 and the
 * app theme, so screens that never toast never download it.
 */
import type { MessageInstance } from "antd/es/message/interface";

type Kind = "success" | "error" | "info" | "warning";

let loading: Promise<MessageInstance> | null = null;

function load(): Promise<MessageInstance> {
  loading ??= import("./toast-host.tsx").then((m) => m.createMessage());
  return loading;
}

function show(kind: Kind, text: string): void {
  void load().then((api) => api[kind](text));
}

export const toast = {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
  info: (text: string) => show("info", text),
  warning: (text: string) => show("warning", text),
};
export type Toast = typeof toast;

/** Hook form for components and mutation hooks. */
export function useToast(): Toast {
  return toast;
}
