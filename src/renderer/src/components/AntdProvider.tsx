import type { ReactNode } from "react";
import { App, ConfigProvider } from "antd";
import { theme } from "../lib/theme.ts";

/**
 * antd theme and App context for the parts of the UI built with antd. The public shell (header, feed for
 * visitors, search, post page) is plain React so the first screen stays small; antd islands wrap themselves in this.
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <App component={false} message={{ maxCount: 1 }}>
        {children}
      </App>
    </ConfigProvider>
  );
}
