import { supabase } from "../../lib/supabase.ts";
import { message } from "@shared/validation/messages.ts";
import type { OfferInput } from "@shared/validation/offer.ts";
import { defineMutation } from "../mutation.ts";
import { conversationKeys } from "../conversations/keys.ts";
import { offerKeys } from "./keys.ts";

/** Make-offer dialog submit (spec §8 'Offer'); offer lists and counts refresh. */
export const makeOffer = defineMutation({
  run: async ({ postId, form }: { postId: string; form: OfferInput }, { userId }) => {
    if (!userId) throw new Error(message("validation.member.offerSignedOut"));
    const { error } = await supabase.from("offers").insert({
      post_id: postId,
      user_id: userId,
      offer_amount: form.offer_amount,
      message: form.message?.trim() ? form.message.trim() : null,
    });
    if (error) throw error;
  },
  invalidates: [offerKeys.all, conversationKeys.all],
});

/** Withdraws one of the member's own offers. */
export const withdrawOffer = defineMutation({
  run: async (offerId: string) => {
    const { data, error } = await supabase.rpc("withdraw_offer", { p_offer_id: offerId });
    if (error) throw error;
    if (data !== true) throw new Error(message("validation.member.offerNotFound"));
  },
  invalidates: [offerKeys.all, conversationKeys.all],
});
