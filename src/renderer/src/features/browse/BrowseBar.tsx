import { lazy, Suspense, useId, useState } from "react";
import { BROWSE_SORTS, BROWSE_VIEWS, type BrowseFilters, type BrowseSort, type BrowseView } from "@shared/validation/browse.ts";
import { useT } from "@renderer/lib/i18n.tsx";

const FilterPanel = lazy(() => import("./FilterPanel.tsx"));

/** How many filters narrow the list (the sort and the map's box do not count: the map shows the box). */
function filterCount(filters: BrowseFilters): number {
  const { sort: _sort, bbox: _bbox, ...rest } = filters;
  return Object.values(rest).filter((value) => value !== undefined).length;
}

type BrowseBarProps = {
  filters: BrowseFilters;
  onChange: (next: BrowseFilters) => void;
  withCategory?: boolean;
  /** The list or the map (issue 19); without these the bar has no view switch. */
  view?: BrowseView;
  onViewChange?: (next: BrowseView) => void;
};

/**
 * The browse pages' bar: a Filters button opening the filter form (its code loads when first opened), the sort, one
 * click to clear everything, and the switch between the list and the map.
 */
export function BrowseBar({ filters, onChange, withCategory = false, view, onViewChange }: BrowseBarProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const count = filterCount(filters);
  return (
    <div className="browse">
      <div className="browse-bar">
        <button type="button" className="btn btn--ghost browse-bar__filters" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
          {count > 0 ? t("browse.filtersCount", { count }) : t("browse.filters")}
        </button>
        <label htmlFor={sortId} className="browse-bar__sort">
          {t("browse.sortBy")}
          <select id={sortId} value={filters.sort} onChange={(e) => onChange({ ...filters, sort: e.target.value as BrowseSort })}>
            {BROWSE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`browse.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {view && onViewChange ? (
          <div className="browse-bar__views" role="group" aria-label={t("browse.view.label")}>
            {BROWSE_VIEWS.map((option) => (
              <button key={option} type="button" className="browse-bar__view" aria-pressed={view === option} onClick={() => onViewChange(option)}>
                {t(`browse.view.${option}`)}
              </button>
            ))}
          </div>
        ) : null}
        {count > 0 || filters.sort !== "newest" ? (
          <button type="button" className="btn btn--link browse-bar__clear" onClick={() => onChange({ sort: "newest", ...(filters.bbox ? { bbox: filters.bbox } : {}) })}>
            {t("browse.clear")}
          </button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<p className="browse-panel__loading">{t("browse.loadingFilters")}</p>}>
            <FilterPanel
              filters={filters}
              withCategory={withCategory}
              onApply={(next) => {
                // The form has no box: the map's stays.
                onChange(filters.bbox ? { ...next, bbox: filters.bbox } : next);
                setOpen(false);
              }}
              onCancel={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
