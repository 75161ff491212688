/** Public surface of the conversations feature (offers and questions; used by the dashboard and the offers tab). */
export { ConversationsTab } from "./components/ConversationsTab.tsx";
export { StatusTag } from "./components/StatusTag.tsx";
export { conversationPath } from "./conversation-path.ts";
