import { z } from "zod";

/** The part of the extraction result (spec §3 "Link preview metadata") the debugger compares. */
export const previewMetadataSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  metaTags: z.record(z.string(), z.string()),
  structuredData: z.unknown(),
  logs: z.array(z.string()),
  error: z.string().nullable(),
});

export const renderRequestSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2_048),
});

export const fieldDiffSchema = z.strictObject({
  field: z.string(),
  static: z.unknown(),
  rendered: z.unknown(),
});

export const renderReportSchema = z.strictObject({
  url: z.string(),
  finalUrl: z.string().nullable(),
  rendered: previewMetadataSchema.nullable(),
  static: previewMetadataSchema.nullable(),
  differences: z.array(fieldDiffSchema),
  /** PNG as a data: URL, or null when the page could not be captured. */
  screenshot: z.string().nullable(),
  logs: z.array(z.string()),
  blockedRequests: z.array(z.string()),
  timedOut: z.boolean(),
  durationMs: z.number(),
  error: z.string().nullable(),
});

export type PreviewMetadata = z.output<typeof previewMetadataSchema>;
export type RenderReport = z.output<typeof renderReportSchema>;
export type FieldDiff = z.output<typeof fieldDiffSchema>;
