import { Alert, Button, Card, Grid, Popconfirm, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { formatLongDate } from "@shared/format/locale-format.ts";
import { Seo } from "@renderer/components/Seo.tsx";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { whitelistQuery, type WhitelistRow } from "@renderer/data/whitelist/queries.ts";
import { deleteDomain } from "@renderer/data/whitelist/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { WhitelistForm } from "./WhitelistForm.tsx";

export default function WhitelistPage() {
  const toast = useToast();
  const t = useT();
  const domains = useQuery(whitelistQuery());
  const remove = useDataMutation(deleteDomain);
  // Phones get the compact table: French's "Supprimer" and long dates need the room the padding takes.
  const phone = !Grid.useBreakpoint().sm;

  const onDelete = (row: WhitelistRow) =>
    remove.mutate(row.id, {
      onSuccess: () => void toast.success(t("admin.whitelist.deleted")),
      onError: (error) => void toast.error(t("admin.whitelist.deleteFailed", { error: errorText(t, error) })),
    });

  const columns: TableProps<WhitelistRow>["columns"] = [
    {
      key: "domain",
      title: t("admin.whitelist.domain"),
      render: (_, row) => (
        <>
          <span className="domain-name" style={{ display: "block", fontWeight: 500 }}>{row.domain_name}</span>
          {row.description ? <Typography.Text type="secondary">{row.description}</Typography.Text> : null}
        </>
      ),
    },
    { key: "added", title: t("admin.whitelist.addedOn"), dataIndex: "created_at", render: (iso: string) => formatLongDate(iso) },
    {
      key: "actions",
      title: t("admin.actions"),
      render: (_, row) => (
        <Popconfirm
          title={t("admin.whitelist.confirmDelete", { domain: row.domain_name })}
          okText={t("admin.delete")}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(row)}
        >
          <Button danger size="small" aria-label={t("admin.whitelist.deleteLabel", { domain: row.domain_name })} loading={remove.isPending && remove.variables === row.id}>
            {t("admin.delete")}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-whitelist-title">
      <Seo title={t("admin.pageTitle", { title: t("admin.whitelist.title") })} noindex />
      <Typography.Title id="admin-whitelist-title" level={1}>
        {t("admin.whitelist.title")}
      </Typography.Title>
      <Card title={t("admin.whitelist.add")} style={{ marginBottom: 24, maxWidth: 560 }}>
        <WhitelistForm />
      </Card>
      {domains.isError ? <Alert type="error" showIcon title={t("admin.whitelist.loadFailed", { error: errorText(t, domains.error) })} /> : null}
      <Table<WhitelistRow> rowKey="id" size={phone ? "small" : "middle"} columns={columns} dataSource={domains.data ?? []} loading={domains.isLoading} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
    </section>
  );
}
