import { useMemo, useState } from "react";
import { Checkbox, Radio, Table } from "antd";
import type { TableColumnsType } from "antd";
import type { LinkCheckResult } from "@renderer/platform/index.ts";
import { filterResults, NO_FILTERS, type ResultFilters, type StatusFilter } from "../result-filters.ts";

const yesNo = (value: boolean | null) => (value === null ? "—" : value ? "Yes" : "No");

const columns: TableColumnsType<LinkCheckResult> = [
  { title: "URL", dataIndex: "url", key: "url", ellipsis: true },
  { title: "Result", dataIndex: "outcome", key: "outcome", width: 100, render: (outcome: LinkCheckResult["outcome"]) => <span className={`lc-outcome lc-outcome--${outcome}`}>{outcome}</span> },
  { title: "HTTP status", dataIndex: "status", key: "status", width: 90, render: (status: number | null, r) => status ?? r.error ?? "—" },
  { title: "Final URL", dataIndex: "finalUrl", key: "finalUrl", ellipsis: true, render: (url: string | null) => url ?? "—" },
  { title: "Whitelisted", dataIndex: "whitelisted", key: "whitelisted", width: 100, render: (value: boolean) => yesNo(value) },
  { title: "Preview", key: "preview", render: (_, r) => (r.previewComplete ? "Complete" : `Missing: ${r.missingFields.join(", ")}`) },
  { title: "Image reachable", dataIndex: "imageReachable", key: "imageReachable", width: 100, render: (value: boolean | null) => yesNo(value) },
  { title: "Title changed", dataIndex: "titleChanged", key: "titleChanged", width: 90, render: (value: boolean | null) => yesNo(value) },
  { title: "Price changed", dataIndex: "priceChanged", key: "priceChanged", width: 90, render: (value: boolean | null) => yesNo(value) },
  { title: "Time", dataIndex: "timeMs", key: "timeMs", width: 90, render: (ms: number) => `${Math.round(ms)} ms` },
];

/** The results of the job on screen, filterable, ten per page. */
export function ResultsTable({ results }: { results: LinkCheckResult[] }) {
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS);
  const shown = useMemo(() => filterResults(results, filters), [results, filters]);
  const set = (patch: Partial<ResultFilters>) => setFilters((current) => ({ ...current, ...patch }));
  return (
    <section className="desktop-tools__panel" aria-labelledby="lc-results">
      <h2 id="lc-results">Results</h2>
      <fieldset className="desktop-tools__filters">
        <legend>Filters</legend>
        <Checkbox.Group<StatusFilter>
          aria-label="Result"
          options={[
            { label: "OK", value: "ok" },
            { label: "Warning", value: "warning" },
            { label: "Failed", value: "failed" },
          ]}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <Radio.Group
          aria-label="Whitelisted"
          value={filters.whitelisted === null ? "any" : filters.whitelisted ? "yes" : "no"}
          onChange={(e) => set({ whitelisted: e.target.value === "any" ? null : e.target.value === "yes" })}
          options={[
            { label: "Any domain", value: "any" },
            { label: "Whitelisted", value: "yes" },
            { label: "Not whitelisted", value: "no" },
          ]}
        />
        <Checkbox checked={filters.missingFields} onChange={(e) => set({ missingFields: e.target.checked })}>
          Missing fields
        </Checkbox>
        <Checkbox checked={filters.changed} onChange={(e) => set({ changed: e.target.checked })}>
          Title or price changed
        </Checkbox>
      </fieldset>
      <p aria-live="polite">
        Showing {shown.length} of {results.length}
      </p>
      <Table<LinkCheckResult> rowKey="url" size="small" columns={columns} dataSource={shown} pagination={{ pageSize: 10, showSizeChanger: false }} scroll={{ x: 1100 }} />
    </section>
  );
}
