/** Query keys of conversations (offers and questions): the member's list and one conversation's messages. */
export const conversationKeys = {
  all: ["conversations"] as const,
  mine: (userId: string | null) => [...conversationKeys.all, "mine", userId] as const,
  messages: (conversationId: string) => [...conversationKeys.all, "messages", conversationId] as const,
};
