import { lazy, Suspense, useId, useState } from "react";
import { BROWSE_SORT_LABELS, BROWSE_SORTS, type BrowseFilters, type BrowseSort } from "@shared/validation/browse.ts";

const FilterPanel = lazy(() => import("./FilterPanel.tsx"));

/** How many filters narrow the list (the sort does not count). */
function filterCount(filters: BrowseFilters): number {
  const { sort: _sort, ...rest } = filters;
  return Object.values(rest).filter((value) => value !== undefined).length;
}

/**
 * The browse pages' bar: a Filters button opening the filter form (its code loads when first opened), the sort,
 * and one click to clear everything.
 */
export function BrowseBar({ filters, onChange, withCategory = false }: { filters: BrowseFilters; onChange: (next: BrowseFilters) => void; withCategory?: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const count = filterCount(filters);
  return (
    <div className="browse">
      <div className="browse-bar">
        <button type="button" className="btn btn--ghost browse-bar__filters" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
          {count > 0 ? `Filters (${count})` : "Filters"}
        </button>
        <label htmlFor={sortId} className="browse-bar__sort">
          Sort by
          <select id={sortId} value={filters.sort} onChange={(e) => onChange({ ...filters, sort: e.target.value as BrowseSort })}>
            {BROWSE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {BROWSE_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        {count > 0 || filters.sort !== "newest" ? (
          <button type="button" className="btn btn--link browse-bar__clear" onClick={() => onChange({ sort: "newest" })}>
            Clear filters
          </button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<p className="browse-panel__loading">Loading filters...</p>}>
            <FilterPanel
              filters={filters}
              withCategory={withCategory}
              onApply={(next) => {
                onChange(next);
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
