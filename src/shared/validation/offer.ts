import { z } from "zod";

export const OFFER_AMOUNT_STEP = 100;
export const OFFER_MESSAGE_MAX = 500;
const AMOUNT_MESSAGE = "Offer amount must be a positive number.";

/** Make-offer dialog (spec §5): a non-binding amount and an optional note. */
export const offerSchema = z.object({
  // Stored in cents (numeric(14,2)): an amount that rounds to 0.00 is not positive either.
  offer_amount: z.number({ error: AMOUNT_MESSAGE }).min(0.005, AMOUNT_MESSAGE),
  message: z.string().max(OFFER_MESSAGE_MAX, "Message can be up to 500 characters.").optional(),
});
export type OfferInput = z.infer<typeof offerSchema>;
