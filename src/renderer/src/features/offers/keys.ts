/** Query keys under the feed's ["offers"] prefix, so a new offer anywhere refreshes these lists too. */
export const memberOfferKeys = {
  all: ["offers"] as const,
  mine: (userId: string | null) => [...memberOfferKeys.all, "mine", userId] as const,
  received: (userId: string | null) => [...memberOfferKeys.all, "received", userId] as const,
};
