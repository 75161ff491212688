// Moderation as other features see it: the admin's actions on a post, the notice on a hidden post, the dialog the
// admin's report queue opens. The antd parts load on demand.
import { lazy } from "react";
import { withCatalogueArea } from "@renderer/lib/i18n.tsx";

export { ModerationNotice } from "./ModerationNotice.tsx";
export { moderationChoices, type PostStatus } from "./post-status.ts";
export type { ModerationChoice } from "./ModerationDialog.tsx";
export const AdminPostActions = lazy(withCatalogueArea("admin", () => import("./AdminPostActions.tsx")));
export const ModerationDialog = lazy(withCatalogueArea("admin", () => import("./ModerationDialog.tsx")));
