import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../../lib/supabase.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { useSession } from "../../session/index.ts";
import type { OfferInput } from "../../../../../shared/validation/offer.ts";
import { offerKeys } from "./keys.ts";

export async function makeOffer(userId: string | null, postId: string, form: OfferInput): Promise<void> {
  if (!userId) throw new Error("You must be logged in to make an offer.");
  const { error } = await supabase.from("offers").insert({
    post_id: postId,
    user_id: userId,
    offer_amount: form.offer_amount,
    message: form.message?.trim() ? form.message.trim() : null,
  });
  if (error) throw error;
}

/** Make-offer dialog submit (spec §8 'Offer'); offer lists and counts refresh. */
export function useMakeOffer(postId: string, onDone: () => void) {
  const { userId } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: OfferInput) => makeOffer(userId, postId, form),
    onSuccess: () => {
      toast.success("Offer submitted successfully!");
      onDone();
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
    onError: (error) => {
      const message = errorMessage(error);
      toast.error(userId ? `Failed to submit offer: ${message}` : message);
    },
  });
}
