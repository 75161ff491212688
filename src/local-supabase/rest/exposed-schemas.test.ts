import type { IntrospectResult } from "@supabase/lite";
import { describe, expect, it } from "vitest";
import { DEFAULT_API_SCHEMAS, exposedOnly, readApiSchemas } from "./exposed-schemas.ts";

describe("exposed schemas", () => {
  it("reads [api] schemas from config.toml, hosted's defaults when absent", () => {
    expect(readApiSchemas('[api]\nenabled = true\nschemas = ["public", "graphql_public", "personal"] # comment\n[db]\nschemas = ["x"]')).toEqual(["public", "graphql_public", "personal"]);
    expect(readApiSchemas("[db]\nport = 1")).toEqual(DEFAULT_API_SCHEMAS);
  });

  it("keeps the exposed schemas' relations and relationships only (public.users never meets auth.users)", () => {
    const table = (schema: string, name: string) => ({ schema, name, type: "table", rows: 0, sql: "", engine: "", collation: "" });
    const column = (schema: string, table: string, name: string) => ({ schema, table, name });
    const fk = (schema: string, table: string, ref_schema: string, ref_table: string) => ({ schema, table, column: "user_id", ref_schema, ref_table, ref_column: "id" });
    const full = {
      tables: [table("public", "users"), table("auth", "users"), table("public", "profiles")],
      columns: [column("public", "users", "username"), column("auth", "users", "aud")],
      indexes: [],
      foreign_keys: [fk("public", "profiles", "public", "users"), fk("public", "profiles", "auth", "users")],
      primary_keys: [],
      views: [],
      check_constraints: [],
      unique_constraints: [],
      comments: [],
      custom_types: [],
      triggers: [],
      functions: [],
      database_name: "postgres",
      version: "",
    } as unknown as IntrospectResult;
    const exposed = exposedOnly(full, ["public"]);
    expect(exposed.tables.map((t) => `${t.schema}.${t.name}`)).toEqual(["public.users", "public.profiles"]);
    expect(exposed.columns.map((c) => `${c.schema}.${c.table}.${c.name}`)).toEqual(["public.users.username"]);
    expect(exposed.foreign_keys.map((f) => `${f.ref_schema}.${f.ref_table}`)).toEqual(["public.users"]);
  });
});
