import { z } from "zod";

/** Admin whitelist form (spec §5): a bare domain name and an optional description. */
export const whitelistSchema = z.object({
  domain_name: z
    .string()
    .trim()
    .min(1, "Domain name is required.")
    .refine((value) => !value.toLowerCase().startsWith("http"), "Do not include http/https."),
  description: z.string().optional(),
});
export type WhitelistInput = z.infer<typeof whitelistSchema>;
