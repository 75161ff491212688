import type { ThemeConfig } from "antd";

/** Brand colours chosen for WCAG AA contrast on white. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#1d4ed8",
    // Hover/active shades darker than the default derived ones, so white text keeps 4.5:1 contrast.
    colorPrimaryHover: "#1e40af",
    colorPrimaryActive: "#1e3a8a",
    colorLink: "#1d4ed8",
    colorError: "#b91c1c",
    colorTextDescription: "rgba(0, 0, 0, 0.65)",
    colorTextSecondary: "rgba(0, 0, 0, 0.65)",
    colorTextTertiary: "rgba(0, 0, 0, 0.6)",
    colorTextPlaceholder: "rgba(0, 0, 0, 0.55)",
    borderRadius: 8,
    fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};
