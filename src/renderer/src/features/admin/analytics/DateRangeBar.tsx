import { Button, DatePicker, Space } from "antd";
import dayjs from "dayjs";
import { useAtom } from "@renderer/lib/state.ts";
import { analyticsRangeAtom, lastDays, rangeDays, rangeOfDays, type DateRange } from "./range.ts";
import { downloadCsv } from "./csv.ts";

const PRESETS = [
  { label: "Last 7 days", days: 7 },
  { label: "Last 30 days", days: 30 },
  { label: "Last 90 days", days: 90 },
  { label: "Last 12 months", days: 365 },
];

/** A range as the picker's two calendar days (UTC days, shown as the same dates in any time zone). */
function pickerValue(range: DateRange): [dayjs.Dayjs, dayjs.Dayjs] {
  const { first, last } = rangeDays(range);
  return [dayjs(first), dayjs(last)];
}

/** The date-range picker shared by the analytics pages, and the page's CSV export. */
export function DateRangeBar({ csv, fileName }: { csv: (() => string) | null; fileName: string }) {
  const [range, setRange] = useAtom(analyticsRangeAtom);
  // The picker shows inclusive days; the range's `to` is exclusive (start of the next UTC day).
  const value = pickerValue(range);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        aria-label="Date range"
        allowClear={false}
        value={value}
        presets={PRESETS.map((preset) => ({ label: preset.label, value: pickerValue(lastDays(preset.days)) }))}
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          if (!start || !end) return;
          setRange(rangeOfDays(start.format("YYYY-MM-DD"), end.format("YYYY-MM-DD")));
        }}
      />
      <Button onClick={() => csv && downloadCsv(fileName, csv())} disabled={!csv}>
        Export CSV
      </Button>
    </Space>
  );
}
