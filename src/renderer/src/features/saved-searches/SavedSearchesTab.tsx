import { useState } from "react";
import { Alert, Button, Empty, Popconfirm, Skeleton, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { timeDistance } from "@shared/format/relative-time.ts";
import { SAVED_SEARCH_LIMIT, savedSearchPath } from "@shared/validation/saved-search.ts";
import { savedSearchesQuery, type SavedSearch } from "@renderer/data/saved-searches/queries.ts";
import { deleteSavedSearch, renameSavedSearch } from "@renderer/data/saved-searches/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { SearchNameDialog } from "./SearchNameDialog.tsx";
import "./saved-searches.css";

/** The dashboard's saved searches (issue 19): each opens its browse page, and can be renamed or deleted. */
export function SavedSearchesTab({ userId }: { userId: string | null }) {
  const searches = useQuery(savedSearchesQuery(userId));
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const toast = useToast();
  const t = useT();
  const rename = useDataMutation(renameSavedSearch, {
    onSuccess: () => {
      toast.success(t("member.searches.renamed"));
      setRenaming(null);
    },
    onError: (error) => void toast.error(errorText(t, error)),
  });
  const remove = useDataMutation(deleteSavedSearch, {
    onSuccess: () => void toast.success(t("member.searches.deleted")),
    onError: (error) => void toast.error(errorText(t, error)),
  });

  if (searches.isPending && userId) return <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" aria-label={t("member.searches.loading")} />;
  if (searches.isError) return <Alert type="error" showIcon title={t("member.searches.error")} />;
  const rows = searches.data ?? [];
  if (rows.length === 0) {
    return (
      <Empty
        description={
          <>
            <strong>{t("member.searches.emptyTitle")}</strong> - {t("member.searches.emptyText")}
          </>
        }
      />
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t("member.searches.intro", { limit: SAVED_SEARCH_LIMIT })}
      </Typography.Paragraph>
      <ul className="saved-searches" aria-label={t("member.searches.label")}>
        {rows.map((row) => (
          <li key={row.id} className="saved-search">
            <div className="saved-search__text">
              <Typography.Text strong>{row.name}</Typography.Text>
              <Typography.Text type="secondary" className="saved-search__when">
                {row.last_notified_at
                  ? t("member.searches.whenMailed", { distance: timeDistance(row.created_at), mailed: timeDistance(row.last_notified_at) })
                  : t("member.searches.when", { distance: timeDistance(row.created_at) })}
              </Typography.Text>
            </div>
            <div className="saved-search__actions">
              <Link to={savedSearchPath(row.filters)} aria-label={t("member.searches.openLabel", { name: row.name })}>
                {t("member.searches.open")}
              </Link>
              <Button type="link" onClick={() => setRenaming(row)} aria-label={t("member.searches.renameLabel", { name: row.name })}>
                {t("member.searches.rename")}
              </Button>
              <Popconfirm title={t("member.searches.deleteTitle")} okText={t("actions.delete")} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(row.id)}>
                <Button type="link" danger loading={remove.isPending && remove.variables === row.id} aria-label={t("member.searches.deleteLabel", { name: row.name })}>
                  {t("actions.delete")}
                </Button>
              </Popconfirm>
            </div>
          </li>
        ))}
      </ul>
      {renaming ? (
        <SearchNameDialog
          title={t("member.searches.renameTitle")}
          okText={t("member.searches.rename")}
          initialName={renaming.name}
          pending={rename.isPending}
          onSubmit={(name) => rename.mutate({ id: renaming.id, name })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </>
  );
}
