import type { BrowseFilters } from "@shared/validation/browse.ts";
import { suggestedSearchName, toSavedFilters } from "@shared/validation/saved-search.ts";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { saveSearch } from "@renderer/data/saved-searches/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { SearchNameDialog } from "./SearchNameDialog.tsx";

/** "Save this search": the current text and filters under a name (loaded when the button is first pressed). */
export default function SaveSearchDialog({ q, filters, onClose }: { q: string; filters: BrowseFilters; onClose: () => void }) {
  return (
    <AntdProvider>
      <SaveSearchForm q={q} filters={filters} onClose={onClose} />
    </AntdProvider>
  );
}

function SaveSearchForm({ q, filters, onClose }: { q: string; filters: BrowseFilters; onClose: () => void }) {
  const toast = useToast();
  const save = useDataMutation(saveSearch, {
    onSuccess: () => {
      toast.success("Search saved. New matching listings will be e-mailed to you at most once a day.");
      onClose();
    },
    onError: (error) => void toast.error(errorMessage(error)),
  });
  return (
    <SearchNameDialog
      title="Save this search"
      okText="Save"
      initialName={suggestedSearchName(q, filters)}
      pending={save.isPending}
      onSubmit={(name) => save.mutate({ name, filters: toSavedFilters(q, filters) })}
      onClose={onClose}
    />
  );
}
