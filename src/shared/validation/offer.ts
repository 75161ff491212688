import { z } from "zod";

export const OFFER_AMOUNT_STEP = 100;
export const OFFER_MESSAGE_MAX = 500;
const AMOUNT_MESSAGE = "Offer amount must be a positive number.";

/** Make-offer dialog (spec §5): a non-binding amount and an optional note. */
export const offerSchema = z.object({
  offer_amount: z.number({ error: AMOUNT_MESSAGE }).positive(AMOUNT_MESSAGE),
  message: z.string().max(OFFER_MESSAGE_MAX, "Message can be up to 500 characters.").optional(),
});
export type OfferInput = z.infer<typeof offerSchema>;
