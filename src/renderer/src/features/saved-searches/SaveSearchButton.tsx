import { lazy, Suspense, useState } from "react";
import type { BrowseFilters } from "@shared/validation/browse.ts";
import { useT } from "@renderer/lib/i18n.tsx";

const SaveSearchDialog = lazy(() => import("./SaveSearchDialog.tsx"));

/** "Save this search" on the search results, for signed-in members (the dialog's code loads when pressed). */
export default function SaveSearchButton({ q, filters }: { q: string; filters: BrowseFilters }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost browse-bar__save" style={{ marginBottom: 16 }} onClick={() => setOpen(true)}>
        {t("member.searches.saveButton")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog q={q} filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
