import { Alert, Button, Card, Col, Empty, Row, Skeleton, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { displayPrice } from "@shared/format/price.ts";
import { propertyTitle } from "@shared/format/titles.ts";
import { timeDistance } from "@shared/format/relative-time.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { savedListingsQuery, type SavedListing } from "@renderer/data/saved/queries.ts";
import { removeSaved } from "@renderer/data/saved/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";

const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'%3E%3Crect width='400' height='300' fill='%23e5e7eb'/%3E%3C/svg%3E";

function addressLine(post: SavedListing["posts"]): string {
  return [post?.street_address, post?.city, post?.province].filter((part) => part?.trim()).join(", ");
}

export function SavedListingsTab({ userId }: { userId: string | null }) {
  const saved = useQuery(savedListingsQuery(userId));
  const remove = useDataMutation(removeSaved);
  const toast = useToast();
  const t = useT();

  if (saved.isPending && userId) {
    return (
      <Row gutter={[16, 16]} aria-busy="true" aria-label={t("member.saved.loading")}>
        {Array.from({ length: 6 }, (_, index) => (
          <Col key={index} xs={24} sm={12} lg={8}>
            <Card data-testid="saved-skeleton">
              <Skeleton.Image active style={{ width: "100%", height: 160 }} />
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (saved.isError) return <Alert type="error" showIcon title={t("member.saved.error")} />;
  const rows = saved.data ?? [];
  if (rows.length === 0) {
    return <Empty description={<><strong>{t("member.saved.emptyTitle")}</strong> - {t("member.saved.emptyText")}</>} />;
  }

  const onRemove = (postId: string) =>
    remove.mutate(postId, {
      onSuccess: () => void toast.success(t("actions.unsaved")),
      onError: (error) => void toast.error(errorText(t, error, "actions.unsaveFailed")),
    });

  return (
    <Row gutter={[16, 16]}>
      {rows.map((row) => {
        const title = propertyTitle(row.posts?.title);
        return (
          <Col key={row.id} xs={24} sm={12} lg={8}>
            <Card
              cover={<img src={row.posts?.og_image_url || PLACEHOLDER} alt="" style={{ height: 180, objectFit: "cover" }} loading="lazy" />}
              actions={[
                <Button key="remove" type="link" danger onClick={() => onRemove(row.post_id)} loading={remove.isPending && remove.variables === row.post_id} aria-label={t("member.saved.removeLabel", { title })}>
                  {t("member.saved.remove")}
                </Button>,
              ]}
            >
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                <Link to={`/post/${row.post_id}`}>{title}</Link>
              </Typography.Title>
              <p style={{ fontWeight: 600, margin: 0 }}>{row.posts ? (displayPrice(row.posts) ?? "") : ""}</p>
              <p style={{ margin: 0 }}>{addressLine(row.posts)}</p>
              <Typography.Text type="secondary">{t("member.saved.when", { distance: timeDistance(row.created_at) })}</Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
