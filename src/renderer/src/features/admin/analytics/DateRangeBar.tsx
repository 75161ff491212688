import { Button, DatePicker, Space } from "antd";
import dayjs from "dayjs";
import { useAtom } from "../../../lib/state.ts";
import { analyticsRangeAtom, lastDays } from "./range.ts";
import { downloadCsv } from "./csv.ts";

const PRESETS = [
  { label: "Last 7 days", days: 7 },
  { label: "Last 30 days", days: 30 },
  { label: "Last 90 days", days: 90 },
  { label: "Last 12 months", days: 365 },
];

/** The date-range picker shared by the analytics pages, and the page's CSV export. */
export function DateRangeBar({ csv, fileName }: { csv: (() => string) | null; fileName: string }) {
  const [range, setRange] = useAtom(analyticsRangeAtom);
  // The picker shows inclusive days; the range's `to` is exclusive (start of the next day).
  const value: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(range.from), dayjs(range.to).subtract(1, "day")];
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        aria-label="Date range"
        allowClear={false}
        value={value}
        presets={PRESETS.map((preset) => {
          const r = lastDays(preset.days);
          return { label: preset.label, value: [dayjs(r.from), dayjs(r.to).subtract(1, "day")] as [dayjs.Dayjs, dayjs.Dayjs] };
        })}
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          if (!start || !end) return;
          setRange({ from: start.startOf("day").toISOString(), to: end.add(1, "day").startOf("day").toISOString() });
        }}
      />
      <Button onClick={() => csv && downloadCsv(fileName, csv())} disabled={!csv}>
        Export CSV
      </Button>
    </Space>
  );
}
