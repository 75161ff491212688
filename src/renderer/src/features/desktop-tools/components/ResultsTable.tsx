import { useMemo, useState } from "react";
import { Checkbox, Radio, Table } from "antd";
import type { TableColumnsType } from "antd";
import type { LinkCheckResult } from "@renderer/platform/index.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";
import { filterResults, NO_FILTERS, type ResultFilters, type StatusFilter } from "../result-filters.ts";

const OUTCOMES: Record<LinkCheckResult["outcome"], MessageKey> = {
  ok: "desktop.results.outcome.ok",
  warning: "desktop.results.outcome.warning",
  failed: "desktop.results.outcome.failed",
  cancelled: "desktop.results.outcome.cancelled",
};

/** The preview fields a page lacked, by their names in the results (English) or in words (French). */
const FIELDS: Record<LinkCheckResult["missingFields"][number], MessageKey> = {
  title: "desktop.results.field.title",
  description: "desktop.results.field.description",
  imageUrl: "desktop.results.field.imageUrl",
};

/** What the source says of the listing (the listing re-check's statuses). */
const SOURCE: Record<NonNullable<LinkCheckResult["sourceStatus"]>, MessageKey> = {
  live: "desktop.results.source.live",
  sold: "desktop.results.source.sold",
  removed: "desktop.results.source.removed",
  expired: "desktop.results.source.expired",
  redirected: "desktop.results.source.redirected",
};

function resultColumns(t: Translate): TableColumnsType<LinkCheckResult> {
  const yesNo = (value: boolean | null) => (value === null ? "—" : t(value ? "desktop.results.yes" : "desktop.results.no"));
  return [
    { title: t("desktop.results.url"), dataIndex: "url", key: "url", ellipsis: true },
    { title: t("desktop.results.result"), dataIndex: "outcome", key: "outcome", width: 100, render: (outcome: LinkCheckResult["outcome"]) => <span className={`lc-outcome lc-outcome--${outcome}`}>{t(OUTCOMES[outcome])}</span> },
    { title: t("desktop.results.httpStatus"), dataIndex: "status", key: "status", width: 90, render: (status: number | null, r) => status ?? r.error ?? "—" },
    { title: t("desktop.results.finalUrl"), dataIndex: "finalUrl", key: "finalUrl", ellipsis: true, render: (url: string | null) => url ?? "—" },
    { title: t("desktop.results.whitelisted"), dataIndex: "whitelisted", key: "whitelisted", width: 100, render: (value: boolean) => yesNo(value) },
    { title: t("desktop.results.preview"), key: "preview", render: (_, r) => (r.previewComplete ? t("desktop.results.complete") : t("desktop.results.missing", { fields: r.missingFields.map((field) => t(FIELDS[field])).join(", ") })) },
    { title: t("desktop.results.imageReachable"), dataIndex: "imageReachable", key: "imageReachable", width: 100, render: (value: boolean | null) => yesNo(value) },
    { title: t("desktop.results.titleChanged"), dataIndex: "titleChanged", key: "titleChanged", width: 90, render: (value: boolean | null) => yesNo(value) },
    { title: t("desktop.results.priceChanged"), dataIndex: "priceChanged", key: "priceChanged", width: 90, render: (value: boolean | null) => yesNo(value) },
    { title: t("desktop.results.source"), dataIndex: "sourceStatus", key: "sourceStatus", width: 110, render: (status: LinkCheckResult["sourceStatus"]) => (status ? t(SOURCE[status]) : "—") },
    { title: t("desktop.results.time"), dataIndex: "timeMs", key: "timeMs", width: 90, render: (ms: number) => t("desktop.milliseconds", { ms: Math.round(ms) }) },
  ];
}

/** The results of the job on screen, filterable, ten per page. */
export function ResultsTable({ results }: { results: LinkCheckResult[] }) {
  const t = useT();
  const columns = useMemo(() => resultColumns(t), [t]);
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS);
  const shown = useMemo(() => filterResults(results, filters), [results, filters]);
  const set = (patch: Partial<ResultFilters>) => setFilters((current) => ({ ...current, ...patch }));
  return (
    <section className="desktop-tools__panel" aria-labelledby="lc-results">
      <h2 id="lc-results">{t("desktop.results.title")}</h2>
      <fieldset className="desktop-tools__filters">
        <legend>{t("desktop.results.filters")}</legend>
        <Checkbox.Group<StatusFilter>
          aria-label={t("desktop.results.result")}
          options={[
            { label: t("desktop.results.filter.ok"), value: "ok" },
            { label: t("desktop.results.filter.warning"), value: "warning" },
            { label: t("desktop.results.filter.failed"), value: "failed" },
          ]}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <Radio.Group
          aria-label={t("desktop.results.whitelisted")}
          value={filters.whitelisted === null ? "any" : filters.whitelisted ? "yes" : "no"}
          onChange={(e) => set({ whitelisted: e.target.value === "any" ? null : e.target.value === "yes" })}
          options={[
            { label: t("desktop.results.anyDomain"), value: "any" },
            { label: t("desktop.results.whitelisted"), value: "yes" },
            { label: t("desktop.results.notWhitelisted"), value: "no" },
          ]}
        />
        <Checkbox checked={filters.missingFields} onChange={(e) => set({ missingFields: e.target.checked })}>
          {t("desktop.results.missingFields")}
        </Checkbox>
        <Checkbox checked={filters.changed} onChange={(e) => set({ changed: e.target.checked })}>
          {t("desktop.results.changed")}
        </Checkbox>
        <Checkbox checked={filters.deadOnSource} onChange={(e) => set({ deadOnSource: e.target.checked })}>
          {t("desktop.results.deadOnSource")}
        </Checkbox>
      </fieldset>
      <p aria-live="polite">{t("desktop.results.showing", { shown: shown.length, total: results.length })}</p>
      <Table<LinkCheckResult> rowKey="url" size="small" columns={columns} dataSource={shown} pagination={{ pageSize: 10, showSizeChanger: false }} scroll={{ x: 1100 }} />
    </section>
  );
}
