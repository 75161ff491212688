import { z } from "zod";

export const MAX_URLS_PER_JOB = 5_000;

const url = z.string().trim().min(1).max(2_048);

/** What a post looked like when it was posted; the check reports whether title or price changed since. */
export const previousValueSchema = z.strictObject({
  title: z.string().max(1_000).nullable().optional(),
  price: z.string().max(200).nullable().optional(),
});

export const linkCheckStartSchema = z.strictObject({
  urls: z.array(url).min(1).max(MAX_URLS_PER_JOB),
  previous: z.record(url, previousValueSchema).optional(),
  /** Whitelisted domain names (the renderer reads them from whitelisted_domains). */
  whitelist: z.array(z.string().max(253)).max(10_000).optional(),
  label: z.string().max(200).optional(),
});

export const previewFieldSchema = z.enum(["title", "description", "imageUrl"]);

/** What the source says of the listing (issue 20's statuses): still listed, sold, removed, expired, or redirected to a search page. */
export const sourceStatusSchema = z.enum(["live", "sold", "removed", "expired", "redirected"]);

export const linkCheckOutcomeSchema = z.enum(["ok", "warning", "failed", "cancelled"]);

export const linkCheckResultSchema = z.strictObject({
  url: z.string(),
  outcome: linkCheckOutcomeSchema,
  status: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  whitelisted: z.boolean(),
  previewComplete: z.boolean(),
  missingFields: z.array(previewFieldSchema),
  imageUrl: z.string().nullable(),
  imageReachable: z.boolean().nullable(),
  title: z.string().nullable(),
  price: z.string().nullable(),
  titleChanged: z.boolean().nullable(),
  priceChanged: z.boolean().nullable(),
  /** Null when the fetch said nothing about the listing (a network error, a bot wall, a 5xx). */
  sourceStatus: sourceStatusSchema.nullable(),
  timeMs: z.number().nonnegative(),
  error: z.string().nullable(),
  attempts: z.number().int().min(1),
});

export const linkCheckProgressSchema = z.strictObject({
  jobId: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  ok: z.number().int(),
  warnings: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  inFlight: z.number().int(),
  elapsedMs: z.number(),
  etaMs: z.number().nullable(),
  state: z.enum(["running", "finished", "cancelled"]),
});

export const linkCheckJobSummarySchema = z.strictObject({
  jobId: z.string(),
  label: z.string().nullable(),
  startedAt: z.string(),
  progress: linkCheckProgressSchema,
});

export const jobRefSchema = z.strictObject({ jobId: z.string().min(1).max(100) });

export type LinkCheckStart = z.input<typeof linkCheckStartSchema>;
export type PreviousValue = z.output<typeof previousValueSchema>;
export type PreviewField = z.output<typeof previewFieldSchema>;
export type LinkCheckSourceStatus = z.output<typeof sourceStatusSchema>;
export type LinkCheckOutcome = z.output<typeof linkCheckOutcomeSchema>;
export type LinkCheckResult = z.output<typeof linkCheckResultSchema>;
export type LinkCheckProgress = z.output<typeof linkCheckProgressSchema>;
export type LinkCheckJobSummary = z.output<typeof linkCheckJobSummarySchema>;
