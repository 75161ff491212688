import { Alert, Button, Card, Popconfirm, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { whitelistQuery, type WhitelistRow } from "@renderer/data/whitelist/queries.ts";
import { deleteDomain } from "@renderer/data/whitelist/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { longDate } from "../users/user-display.ts";
import { WhitelistForm } from "./WhitelistForm.tsx";

export default function WhitelistPage() {
  const toast = useToast();
  const domains = useQuery(whitelistQuery());
  const remove = useDataMutation(deleteDomain);

  const onDelete = (row: WhitelistRow) =>
    remove.mutate(row.id, {
      onSuccess: () => void toast.success("Domain deleted successfully!"),
      onError: (error) => void toast.error(`Failed to delete domain: ${errorMessage(error)}`),
    });

  const columns: TableProps<WhitelistRow>["columns"] = [
    {
      key: "domain",
      title: "Domain",
      render: (_, row) => (
        <>
          <span className="domain-name" style={{ display: "block", fontWeight: 500 }}>{row.domain_name}</span>
          {row.description ? <Typography.Text type="secondary">{row.description}</Typography.Text> : null}
        </>
      ),
    },
    { key: "added", title: "Added", dataIndex: "created_at", render: (iso: string) => longDate(iso) },
    {
      key: "actions",
      title: "Actions",
      render: (_, row) => (
        <Popconfirm title={`Delete ${row.domain_name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete(row)}>
          <Button danger size="small" aria-label={`Delete ${row.domain_name}`} loading={remove.isPending && remove.variables === row.id}>
            Delete
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-whitelist-title">
      <Typography.Title id="admin-whitelist-title" level={1}>
        Whitelist Management
      </Typography.Title>
      <Card title="Add Domain" style={{ marginBottom: 24, maxWidth: 560 }}>
        <WhitelistForm />
      </Card>
      {domains.isError ? <Alert type="error" showIcon title={`Error loading domains: ${errorMessage(domains.error)}`} /> : null}
      <Table<WhitelistRow> rowKey="id" columns={columns} dataSource={domains.data ?? []} loading={domains.isLoading} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
    </section>
  );
}
