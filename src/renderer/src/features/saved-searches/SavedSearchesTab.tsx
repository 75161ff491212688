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
import { errorMessage } from "@renderer/lib/errors.ts";
import { SearchNameDialog } from "./SearchNameDialog.tsx";
import "./saved-searches.css";

/** The dashboard's saved searches (issue 19): each opens its browse page, and can be renamed or deleted. */
export function SavedSearchesTab({ userId }: { userId: string | null }) {
  const searches = useQuery(savedSearchesQuery(userId));
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const toast = useToast();
  const rename = useDataMutation(renameSavedSearch, {
    onSuccess: () => {
      toast.success("Search renamed");
      setRenaming(null);
    },
    onError: (error) => void toast.error(errorMessage(error)),
  });
  const remove = useDataMutation(deleteSavedSearch, {
    onSuccess: () => void toast.success("Saved search deleted"),
    onError: (error) => void toast.error(errorMessage(error)),
  });

  if (searches.isPending && userId) return <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" aria-label="Loading saved searches" />;
  if (searches.isError) return <Alert type="error" showIcon title="Failed to load saved searches. Please try again." />;
  const rows = searches.data ?? [];
  if (rows.length === 0) {
    return (
      <Empty
        description={
          <>
            <strong>No saved searches yet</strong> - Search or filter listings, then press &quot;Save this search&quot; to get new matches by e-mail.
          </>
        }
      />
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">
        New listings matching these searches are e-mailed to you at most once a day. You can keep up to {SAVED_SEARCH_LIMIT} searches.
      </Typography.Paragraph>
      <ul className="saved-searches" aria-label="Saved searches">
        {rows.map((row) => (
          <li key={row.id} className="saved-search">
            <div className="saved-search__text">
              <Typography.Text strong>{row.name}</Typography.Text>
              <Typography.Text type="secondary" className="saved-search__when">
                {`Saved ${timeDistance(row.created_at)} ago${row.last_notified_at ? ` · last e-mailed ${timeDistance(row.last_notified_at)} ago` : ""}`}
              </Typography.Text>
            </div>
            <div className="saved-search__actions">
              <Link to={savedSearchPath(row.filters)} aria-label={`Open ${row.name}`}>
                Open
              </Link>
              <Button type="link" onClick={() => setRenaming(row)} aria-label={`Rename ${row.name}`}>
                Rename
              </Button>
              <Popconfirm title="Delete this saved search?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(row.id)}>
                <Button type="link" danger loading={remove.isPending && remove.variables === row.id} aria-label={`Delete ${row.name}`}>
                  Delete
                </Button>
              </Popconfirm>
            </div>
          </li>
        ))}
      </ul>
      {renaming ? (
        <SearchNameDialog
          title="Rename saved search"
          okText="Rename"
          initialName={renaming.name}
          pending={rename.isPending}
          onSubmit={(name) => rename.mutate({ id: renaming.id, name })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </>
  );
}
