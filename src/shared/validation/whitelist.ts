import { z } from "zod";
import { normaliseDomainName } from "./domain-name.ts";

/**
 * Admin whitelist form (spec §5): a domain name and an optional description. The name is stored in its normal form
 * (normaliseDomainName: `www.Zillow.com/homes` becomes `zillow.com`), the form the database keeps and links match.
 */
export const whitelistSchema = z.object({
  domain_name: z
    .string()
    .trim()
    .min(1, "Domain name is required.")
    .refine((value) => !value.toLowerCase().startsWith("http"), "Do not include http/https.")
    .transform((value, ctx) => {
      const result = normaliseDomainName(value);
      if (result.ok) return result.name;
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    }),
  description: z.string().optional(),
});
export type WhitelistInput = z.input<typeof whitelistSchema>;
export type WhitelistValues = z.output<typeof whitelistSchema>;
