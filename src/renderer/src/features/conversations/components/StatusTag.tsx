import { Tag } from "antd";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { useT } from "@renderer/lib/i18n.tsx";

// Dark text on light fills (contrast over 7:1): antd's preset green on its own fill is 3.4:1 at tag size.
const LABELS: Record<string, { text: MessageKey; color: string; background: string }> = {
  open: { text: "member.conv.status.open", color: "#1e3a8a", background: "#dbeafe" },
  accepted: { text: "member.conv.status.accepted", color: "#14532d", background: "#dcfce7" },
  declined: { text: "member.conv.status.declined", color: "#7f1d1d", background: "#fee2e2" },
  question: { text: "member.conv.status.question", color: "#1f2937", background: "#f3f4f6" },
};

/** An offer's status; questions have none. */
export function StatusTag({ status, isOffer }: { status: string; isOffer: boolean }) {
  const t = useT();
  const label = (isOffer ? LABELS[status] : LABELS.question) ?? LABELS.open!;
  return (
    <Tag style={{ color: label.color, background: label.background, marginInlineEnd: 0 }}>
      {t(label.text)}
    </Tag>
  );
}
