import { queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "../../../../shared/database.types.ts";
import { memberOfferKeys } from "./keys.ts";

export type MyOffer = Database["public"]["Functions"]["list_my_offers"]["Returns"][number];
export type ReceivedOffer = Database["public"]["Functions"]["list_offers_received"]["Returns"][number];

/** Offers the member made, newest first. */
export function myOffersQuery(userId: string | null) {
  return queryOptions({
    queryKey: memberOfferKeys.mine(userId),
    queryFn: async (): Promise<MyOffer[]> => {
      const { data, error } = await supabase.rpc("list_my_offers");
      if (error) throw error;
      return data ?? [];
    },
    enabled: userId !== null,
  });
}

/** Offers received on the member's own posts, with who made them. */
export function receivedOffersQuery(userId: string | null) {
  return queryOptions({
    queryKey: memberOfferKeys.received(userId),
    queryFn: async (): Promise<ReceivedOffer[]> => {
      const { data, error } = await supabase.rpc("list_offers_received");
      if (error) throw error;
      return data ?? [];
    },
    enabled: userId !== null,
  });
}
