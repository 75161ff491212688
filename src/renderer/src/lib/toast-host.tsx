import { ConfigProvider, message } from "antd";
import type { MessageInstance } from "antd/es/message/interface";
import { theme } from "./theme.ts";

/** antd's static message, themed, one at a time, at the top of the page. */
export function createMessage(): MessageInstance {
  ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider> });
  message.config({ maxCount: 1, top: 72 });
  return message;
}
