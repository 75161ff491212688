import type { BrowseFilters } from "@shared/validation/browse.ts";
import { suggestedSearchName, toSavedFilters } from "@shared/validation/saved-search.ts";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { saveSearch } from "@renderer/data/saved-searches/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
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
  const t = useT();
  const save = useDataMutation(saveSearch, {
    onSuccess: () => {
      toast.success(t("member.searches.saved"));
      onClose();
    },
    onError: (error) => void toast.error(errorText(t, error)),
  });
  return (
    <SearchNameDialog
      title={t("member.searches.saveButton")}
      okText={t("member.searches.save")}
      initialName={suggestedSearchName(q, filters, t("member.searches.defaultName"))}
      pending={save.isPending}
      onSubmit={(name) => save.mutate({ name, filters: toSavedFilters(q, filters) })}
      onClose={onClose}
    />
  );
}
