import { useState } from "react";
import { Alert, Button, Empty, List, Popconfirm, Skeleton, Typography } from "antd";
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

/** The dashboard's saved searches (issue 19): each opens its browse page, and can be renamed or deleted. */
export default function SavedSearchesTab({ userId }: { userId: string | null }) {
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
      <List
        aria-label="Saved searches"
        bordered
        dataSource={rows}
        renderItem={(row) => (
          <List.Item
            className="saved-search"
            actions={[
              <Link key="open" to={savedSearchPath(row.filters)} aria-label={`Open ${row.name}`}>
                Open
              </Link>,
              <Button key="rename" type="link" onClick={() => setRenaming(row)} aria-label={`Rename ${row.name}`}>
                Rename
              </Button>,
              <Popconfirm key="delete" title="Delete this saved search?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(row.id)}>
                <Button type="link" danger loading={remove.isPending && remove.variables === row.id} aria-label={`Delete ${row.name}`}>
                  Delete
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={row.name}
              description={`Saved ${timeDistance(row.created_at)} ago${row.last_notified_at ? ` · last e-mailed ${timeDistance(row.last_notified_at)} ago` : ""}`}
            />
          </List.Item>
        )}
      />
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
