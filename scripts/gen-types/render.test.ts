import { describe, expect, it } from "vitest";
import { pgTypeToTs, renderDatabaseTypes } from "./render.ts";
import type { SchemaInfo } from "./introspect.ts";

const ctx = { enums: new Set(["mood"]), tables: new Set(["notes"]) };
const scalar = (name: string, kind = "b") => ({ name, kind, elem: null, elemKind: null });

describe("pgTypeToTs", () => {
  it.each([
    ["uuid", "string"], ["timestamptz", "string"], ["int4", "number"], ["numeric", "number"], ["float8", "number"],
    ["bool", "boolean"], ["jsonb", "Json"], ["void", "undefined"], ["tsvector", "unknown"],
  ])("maps %s to %s", (pg, ts) => {
    expect(pgTypeToTs(scalar(pg), ctx)).toBe(ts);
  });

  it("maps enums, table row types and arrays", () => {
    expect(pgTypeToTs(scalar("mood", "e"), ctx)).toBe('Database["public"]["Enums"]["mood"]');
    expect(pgTypeToTs(scalar("notes", "c"), ctx)).toBe('Database["public"]["Tables"]["notes"]["Row"]');
    expect(pgTypeToTs({ name: "_text", kind: "b", elem: "text", elemKind: "b" }, ctx)).toBe("string[]");
    expect(pgTypeToTs({ name: "_mood", kind: "b", elem: "mood", elemKind: "e" }, ctx)).toBe('Database["public"]["Enums"]["mood"][]');
  });
});

describe("renderDatabaseTypes", () => {
  const info: SchemaInfo = {
    relations: [{
      name: "notes", kind: "r",
      columns: [
        { column: "id", ...scalar("uuid"), notNull: true, hasDefault: true, identity: false, generated: false },
        { column: "body", ...scalar("text"), notNull: true, hasDefault: false, identity: false, generated: false },
        { column: "mood", ...scalar("mood", "e"), notNull: false, hasDefault: false, identity: false, generated: false },
      ],
    }],
    foreignKeys: [],
    functions: [{
      name: "find_notes", returnsSet: true, defaults: 1, returns: scalar("record", "p"),
      args: [
        { arg: "term", mode: "i", ...scalar("text") },
        { arg: "lim", mode: "i", ...scalar("int4") },
        { arg: "id", mode: "t", ...scalar("uuid") },
      ],
    }],
    enums: [{ name: "mood", values: ["calm", "busy"] }],
  };
  const text = renderDatabaseTypes(info);

  it("makes defaulted and nullable columns optional on insert and everything optional on update", () => {
    expect(text).toContain("Row: {\n          id: string\n          body: string\n          mood: Database[\"public\"][\"Enums\"][\"mood\"] | null");
    expect(text).toContain("Insert: {\n          id?: string\n          body: string\n          mood?:");
    expect(text).toContain("Update: {\n          id?: string\n          body?: string");
  });

  it("types RETURNS TABLE functions with optional defaulted arguments, and enums as unions and constants", () => {
    expect(text).toContain("{ Args: { term: string; lim?: number }; Returns: { id: string }[] }");
    expect(text).toContain('mood: "calm" | "busy"');
    expect(text).toContain('mood: ["calm", "busy"],');
  });
});
