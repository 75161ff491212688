/** Query keys of offers: a post's count (its owner), the offers a member made and the offers they received. */
export const offerKeys = {
  all: ["offers"] as const,
  count: (postId: string) => [...offerKeys.all, "count", postId] as const,
  mine: (userId: string | null) => [...offerKeys.all, "mine", userId] as const,
  received: (userId: string | null) => [...offerKeys.all, "received", userId] as const,
};
