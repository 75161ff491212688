import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { memberOfferKeys } from "./keys.ts";

/** Withdraws one of the member's own offers; offer lists and counts refresh. */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerId: string) => {
      const { data, error } = await supabase.rpc("withdraw_offer", { p_offer_id: offerId });
      if (error) throw error;
      if (data !== true) throw new Error("Offer not found.");
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberOfferKeys.all }),
  });
}
