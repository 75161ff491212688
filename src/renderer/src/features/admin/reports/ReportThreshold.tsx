import { useState } from "react";
import { Button, InputNumber, Space, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { REPORT_THRESHOLD_MAX, REPORT_THRESHOLD_MIN } from "@shared/validation/moderation.ts";
import { moderationSettingsQuery } from "@renderer/data/moderation/queries.ts";
import { setReportThreshold } from "@renderer/data/moderation/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** How many distinct members' open reports hide a post pending review (a setting in the database). */
export function ReportThreshold() {
  const t = useT();
  const toast = useToast();
  const settings = useQuery(moderationSettingsQuery());
  const [draft, setDraft] = useState<number | null>(null);
  const save = useDataMutation(setReportThreshold, {
    onSuccess: () => {
      toast.success(t("moderation.threshold.saved"));
      setDraft(null);
    },
    onError: (error) => void toast.error(t("moderation.threshold.failed", { error: errorText(t, error) })),
  });
  const current = settings.data?.report_threshold;
  const value = draft ?? current ?? null;
  return (
    <Space wrap align="center" style={{ marginBottom: 16 }}>
      <label htmlFor="report-threshold">
        <Typography.Text>{t("moderation.threshold.label")}</Typography.Text>
      </label>
      <InputNumber
        id="report-threshold"
        min={REPORT_THRESHOLD_MIN}
        max={REPORT_THRESHOLD_MAX}
        precision={0}
        inputMode="numeric"
        value={value}
        disabled={!settings.isSuccess}
        onChange={(next) => setDraft(typeof next === "number" ? next : null)}
      />
      <Button onClick={() => value !== null && save.mutate(value)} loading={save.isPending} disabled={value === null || value === current}>
        {t("moderation.threshold.save")}
      </Button>
    </Space>
  );
}
