/** Where a party reads and answers their conversations (the e-mail links here too: queue_conversation_email). */
export const CONVERSATIONS_PATH = "/profile?tab=conversations";

/** The dashboard's conversation view, opened on one conversation. */
export function conversationPath(conversationId: string): string {
  return `${CONVERSATIONS_PATH}&c=${encodeURIComponent(conversationId)}`;
}
