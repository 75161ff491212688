import { Button, DatePicker, Space } from "antd";
import dayjs from "dayjs";
import { useAtom } from "@renderer/lib/state.ts";
import { analyticsRangeAtom, lastDays, rangeDays, rangeOfDays, type DateRange } from "./range.ts";
import { downloadCsv } from "./csv.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import type { MessageKey } from "@shared/i18n/messages/en.ts";

const PRESETS: readonly { label: MessageKey; days: number }[] = [
  { label: "admin.analytics.last7", days: 7 },
  { label: "admin.analytics.last30", days: 30 },
  { label: "admin.analytics.last90", days: 90 },
  { label: "admin.analytics.last12Months", days: 365 },
];

/** A range as the picker's two calendar days (UTC days, shown as the same dates in any time zone). */
function pickerValue(range: DateRange): [dayjs.Dayjs, dayjs.Dayjs] {
  const { first, last } = rangeDays(range);
  return [dayjs(first), dayjs(last)];
}

/** The date-range picker shared by the analytics pages, and the page's CSV export. */
export function DateRangeBar({ csv, fileName }: { csv: (() => string) | null; fileName: string }) {
  const [range, setRange] = useAtom(analyticsRangeAtom);
  const t = useT();
  // The picker shows inclusive days; the range's `to` is exclusive (start of the next UTC day).
  const value = pickerValue(range);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        aria-label={t("admin.analytics.dateRange")}
        allowClear={false}
        value={value}
        presets={PRESETS.map((preset) => ({ label: t(preset.label), value: pickerValue(lastDays(preset.days)) }))}
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          if (!start || !end) return;
          setRange(rangeOfDays(start.format("YYYY-MM-DD"), end.format("YYYY-MM-DD")));
        }}
      />
      <Button onClick={() => csv && downloadCsv(fileName, csv())} disabled={!csv}>
        {t("admin.analytics.exportCsv")}
      </Button>
    </Space>
  );
}
