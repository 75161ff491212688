import { z } from "zod";
import { DOMAIN_INVALID, DOMAIN_REQUIRED, normaliseDomainName } from "./domain-name.ts";
import { message, type ValidationMessageKey } from "./messages.ts";

/** normaliseDomainName's sentences (the database's too) as the form's catalogue keys. */
const DOMAIN_ERRORS: Readonly<Record<string, ValidationMessageKey>> = {
  [DOMAIN_REQUIRED]: message("validation.admin.domainRequired"),
  [DOMAIN_INVALID]: message("validation.admin.domainInvalid"),
};

/**
 * Admin whitelist form (spec §5): a domain name and an optional description. The name is stored in its normal form
 * (normaliseDomainName: `www.Zillow.com/homes` becomes `zillow.com`), the form the database keeps and links match.
 * Messages are catalogue keys (messages.ts), read in the admin's language.
 */
export const whitelistSchema = z.object({
  domain_name: z
    .string()
    .trim()
    .min(1, message("validation.admin.domainRequired"))
    .refine((value) => !value.toLowerCase().startsWith("http"), message("validation.admin.domainScheme"))
    .transform((value, ctx) => {
      const result = normaliseDomainName(value);
      if (result.ok) return result.name;
      ctx.addIssue({ code: "custom", message: DOMAIN_ERRORS[result.error] ?? result.error });
      return z.NEVER;
    }),
  description: z.string().optional(),
});
export type WhitelistInput = z.input<typeof whitelistSchema>;
export type WhitelistValues = z.output<typeof whitelistSchema>;
