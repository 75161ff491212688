import { z } from "zod";
import { message } from "./messages.ts";

export const OFFER_AMOUNT_STEP = 100;
export const OFFER_MESSAGE_MAX = 500;
const AMOUNT_MESSAGE = message("validation.offerAmount");
/** Also the sentence for the database's offers_offer_amount_step (@shared/errors/database-errors.ts). */
export const OFFER_STEP_MESSAGE = "Offer amounts go up in steps of $100.";

/** Make-offer dialog (spec §5): a non-binding amount and an optional note. */
export const offerSchema = z.object({
  // Stored in cents (numeric(14,2)): an amount that rounds to 0.00 is not positive either.
  offer_amount: z
    .number({ error: AMOUNT_MESSAGE })
    .min(0.005, AMOUNT_MESSAGE)
    .refine((amount) => amount % OFFER_AMOUNT_STEP === 0, message("validation.offerStep")),
  message: z.string().max(OFFER_MESSAGE_MAX, message("validation.messageMax")).optional(),
});
export type OfferInput = z.infer<typeof offerSchema>;
