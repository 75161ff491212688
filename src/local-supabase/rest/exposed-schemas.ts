import fs from "node:fs";
import path from "node:path";
import type { IntrospectResult } from "@supabase/lite";

/** Hosted Supabase's Data API schemas when config.toml names none. */
export const DEFAULT_API_SCHEMAS = ["public", "graphql_public"];

/**
 * `[api] schemas` of the Supabase CLI's config.toml: the schemas the Data API serves (PostgREST's db-schemas; the first
 * is the default, the others are chosen with Accept-Profile/Content-Profile). A deliberately small reader: section
 * headers and a one-line `schemas = ["…", …]`.
 */
export function readApiSchemas(configToml: string): string[] {
  let section: string | undefined;
  for (const rawLine of configToml.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, "").trim();
    const header = /^\[\s*([^\]\s]+)\s*\]$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    const setting = /^schemas\s*=\s*\[(.*)\]$/.exec(line);
    if (section === "api" && setting) {
      const names = [...setting[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
      return names.length ? names : DEFAULT_API_SCHEMAS;
    }
  }
  return DEFAULT_API_SCHEMAS;
}

/** `[api] schemas` from the config.toml beside the functions root (supabase/config.toml for supabase/functions). */
export function loadApiSchemas(functionsDir: string): string[] {
  const file = path.join(path.dirname(functionsDir), "config.toml");
  return fs.existsSync(file) ? readApiSchemas(fs.readFileSync(file, "utf8")) : DEFAULT_API_SCHEMAS;
}

/**
 * The schema cache as PostgREST builds it: the exposed schemas' relations, columns, keys, relationships and functions
 * only. lite's holds every schema, so a table named like one in `auth` (public.users beside auth.users) was embedded
 * with the other's columns ("column user_profiles.aud does not exist").
 */
export function exposedOnly(result: IntrospectResult, schemas: readonly string[]): IntrospectResult {
  const exposed = new Set(schemas);
  const inSchema = (item: { schema?: string }) => exposed.has(item.schema || "public");
  return {
    ...result,
    tables: result.tables.filter(inSchema),
    columns: result.columns.filter(inSchema),
    indexes: result.indexes.filter(inSchema),
    foreign_keys: result.foreign_keys.filter((fk) => inSchema(fk) && exposed.has(fk.ref_schema || fk.schema || "public")),
    primary_keys: result.primary_keys.filter(inSchema),
    views: result.views.filter(inSchema),
    check_constraints: result.check_constraints.filter(inSchema),
    unique_constraints: result.unique_constraints.filter(inSchema),
    comments: result.comments.filter(inSchema),
    triggers: result.triggers.filter(inSchema),
    ...(result.functions ? { functions: result.functions.filter(inSchema) } : {}),
    ...(result.partitions ? { partitions: result.partitions.filter(inSchema) } : {}),
  };
}
