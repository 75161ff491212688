/** Fixture corpus types: listing pages modelled on Canadian listing sites, each with its expected extraction. */
// A relative path: the edge functions' Deno tests load this corpus too, and Deno applies an import map only inside its
// workspace member (supabase/functions/<name>/), not to files it reaches outside them.
import type { StructuredListingData } from "../../src/shared/link-intelligence/types.ts";

export type FixtureExpectation = {
  title?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  images?: string[];
  imagesCount?: number;
  locale?: string | null;
  blocked?: boolean;
  error?: string | null;
  structuredData?: Partial<StructuredListingData> | null;
  sources?: Record<string, string>;
};

export type Fixture = {
  name: string;
  /** The site whose markup the page is modelled on. */
  site: string;
  /** The URL the page is extracted as in unit tests. */
  pageUrl: string;
  html: string | (() => string);
  /** Byte encoding when served (default UTF-8). */
  encoding?: "utf-8" | "windows-1252" | "utf-8-bom";
  /** Content-Type header when served (default "text/html; charset=utf-8"). */
  contentType?: string;
  expected: FixtureExpectation;
};

export const sd = (partial: Partial<StructuredListingData>): Partial<StructuredListingData> => partial;
