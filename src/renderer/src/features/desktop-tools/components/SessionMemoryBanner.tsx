import { useQuery } from "@tanstack/react-query";
import { Alert } from "antd";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { sessionStatusQuery } from "@renderer/data/desktop/queries.ts";

/** Desktop only: warns when the session is kept in memory because no system keyring is available. */
export default function SessionMemoryBanner() {
  const status = useQuery(sessionStatusQuery());
  if (status.data?.persistence !== "memory") return null;
  return (
    <AntdProvider>
      <Alert
        className="desktop-tools__banner"
        type="warning"
        showIcon
        title="Your session is kept in memory only"
        description="No system keyring is available, so the app does not save your sign-in to disk: you will need to sign in again after closing the app."
      />
    </AntdProvider>
  );
}
