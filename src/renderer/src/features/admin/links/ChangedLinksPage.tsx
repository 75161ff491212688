import { useState } from "react";
import { Alert, Empty, Space, Table, Tag, Typography } from "antd";
import type { TableProps } from "antd";
import { Link } from "react-router-dom";
import { Seo } from "@renderer/components/Seo.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useChangedLinks, type ChangedLink } from "@renderer/data/properties/changed-links.ts";
import { sourceDomain } from "@renderer/data/properties/queries.ts";
import { formatPrice } from "@shared/format/price.ts";
import { shortDate, sourceStatusBadge } from "@shared/format/price-history.ts";

/**
 * /admin/links (issue 20): the posts whose source the scheduled re-check saw die (sold, removed, expired, a search
 * page) or drop its price, the latest change first, each with its site, what changed, the price now and when.
 */
export default function ChangedLinksPage() {
  const t = useT();
  const [page, setPage] = useState({ page: 1, pageSize: 50 });
  const links = useChangedLinks(page);
  const titleOf = (row: ChangedLink) => row.title?.trim() || t("moderation.untitledPost");
  const post = (row: ChangedLink) => <Link to={`/post/${row.id}`} style={{ overflowWrap: "anywhere" }}>{titleOf(row)}</Link>;
  const site = (row: ChangedLink) => (
    <a href={row.url} target="_blank" rel="noopener noreferrer">
      {sourceDomain(row.url)}
    </a>
  );
  const change = (row: ChangedLink) => {
    const badge = sourceStatusBadge(row.source_status);
    const drop = Number(row.source_price_drop);
    return (
      <Space size={4} wrap>
        {badge ? <Tag color="red">{badge}</Tag> : null}
        {drop > 0 ? <Tag>{t("admin.links.reduced", { amount: formatPrice(drop) ?? "" })}</Tag> : null}
      </Space>
    );
  };
  const price = (row: ChangedLink) => formatPrice(row.source_price) ?? t("admin.links.noPrice");

  const columns: TableProps<ChangedLink>["columns"] = [
    // Phones: everything in one column (antd's xs is below 576 px).
    {
      key: "compact",
      title: t("admin.links.col.post"),
      responsive: ["xs"],
      render: (_, row) => (
        <Space direction="vertical" size={4} style={{ minWidth: 0 }}>
          {post(row)}
          {site(row)}
          {change(row)}
          <span>
            {price(row)} · {shortDate(row.source_checked_at)}
          </span>
        </Space>
      ),
    },
    { key: "post", title: t("admin.links.col.post"), responsive: ["sm"], render: (_, row) => post(row) },
    { key: "site", title: t("admin.links.col.site"), responsive: ["sm"], render: (_, row) => site(row) },
    { key: "change", title: t("admin.links.col.change"), responsive: ["sm"], render: (_, row) => change(row) },
    { key: "price", title: t("admin.links.col.price"), responsive: ["sm"], render: (_, row) => price(row) },
    { key: "changed", title: t("admin.links.col.changed"), responsive: ["sm"], render: (_, row) => shortDate(row.source_checked_at) },
  ];

  return (
    <section aria-labelledby="admin-links-title">
      <Seo title={t("admin.pageTitle", { title: t("admin.links.title") })} noindex />
      <Typography.Title id="admin-links-title" level={1}>
        {t("admin.links.title")}
      </Typography.Title>
      <Typography.Paragraph>{t("admin.links.lead")}</Typography.Paragraph>
      {links.isError ? (
        <Alert type="error" showIcon title={t("admin.links.loadFailed")} description={errorText(t, links.error)} />
      ) : links.isSuccess && links.data.total === 0 ? (
        <Empty
          description={
            <>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {t("admin.links.emptyTitle")}
              </Typography.Title>
              <p>{t("admin.links.emptyText")}</p>
            </>
          }
        />
      ) : (
        <Table<ChangedLink>
          rowKey="id"
          columns={columns}
          dataSource={links.data?.rows ?? []}
          loading={links.isFetching}
          pagination={{ current: page.page, pageSize: page.pageSize, total: links.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
        />
      )}
    </section>
  );
}
