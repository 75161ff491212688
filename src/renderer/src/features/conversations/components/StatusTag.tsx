import { Tag } from "antd";

// Dark text on light fills (contrast over 7:1): antd's preset green on its own fill is 3.4:1 at tag size.
const LABELS: Record<string, { text: string; color: string; background: string }> = {
  open: { text: "Awaiting answer", color: "#1e3a8a", background: "#dbeafe" },
  accepted: { text: "Accepted", color: "#14532d", background: "#dcfce7" },
  declined: { text: "Declined", color: "#7f1d1d", background: "#fee2e2" },
  question: { text: "Question", color: "#1f2937", background: "#f3f4f6" },
};

/** An offer's status; questions have none. */
export function StatusTag({ status, isOffer }: { status: string; isOffer: boolean }) {
  const label = (isOffer ? LABELS[status] : LABELS.question) ?? LABELS.open!;
  return (
    <Tag style={{ color: label.color, background: label.background, marginInlineEnd: 0 }}>
      {label.text}
    </Tag>
  );
}
