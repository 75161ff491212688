import { useQuery } from "@tanstack/react-query";
import { Alert } from "antd";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { sessionStatusQuery } from "@renderer/data/desktop/queries.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** Desktop only: warns when the session is kept in memory because no system keyring is available. */
export default function SessionMemoryBanner() {
  const status = useQuery(sessionStatusQuery());
  const t = useT();
  if (status.data?.persistence !== "memory") return null;
  return (
    <AntdProvider>
      <Alert
        className="desktop-tools__banner"
        type="warning"
        showIcon
        title={t("desktop.session.memoryTitle")}
        description={t("desktop.session.memoryText")}
      />
    </AntdProvider>
  );
}
