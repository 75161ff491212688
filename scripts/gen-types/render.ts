// Turns the introspected schema into the `Database` type used by createClient<Database>, in the shape
// `supabase gen types typescript` produces (Tables/Views/Functions/Enums/CompositeTypes + helper types).
import type { ColumnInfo, EnumInfo, ForeignKeyInfo, FunctionInfo, PgType, RelationInfo, SchemaInfo } from "./introspect.ts";

interface Ctx {
  enums: Set<string>;
  tables: Set<string>;
}

const BASE_TYPES: Record<string, string> = {
  bool: "boolean",
  int2: "number",
  int4: "number",
  int8: "number",
  float4: "number",
  float8: "number",
  numeric: "number",
  oid: "number",
  json: "Json",
  jsonb: "Json",
  void: "undefined",
  record: "Record<string, unknown>",
};
const STRING_TYPES = new Set([
  "text", "varchar", "bpchar", "char", "name", "citext", "uuid", "date", "time", "timetz", "timestamp", "timestamptz",
  "interval", "inet", "cidr", "macaddr", "bytea", "regconfig", "regdictionary",
]);

function scalarTs(name: string, kind: string | null, ctx: Ctx): string {
  if (kind === "e" && ctx.enums.has(name)) return `Database["public"]["Enums"]["${name}"]`;
  if (kind === "c" && ctx.tables.has(name)) return `Database["public"]["Tables"]["${name}"]["Row"]`;
  if (name in BASE_TYPES) return BASE_TYPES[name] as string;
  if (STRING_TYPES.has(name)) return "string";
  return "unknown";
}

export function pgTypeToTs(type: PgType, ctx: Ctx): string {
  if (type.elem !== null) {
    const inner = scalarTs(type.elem, type.elemKind, ctx);
    return inner.includes(" ") || inner.includes("|") ? `(${inner})[]` : `${inner}[]`;
  }
  return scalarTs(type.name, type.kind, ctx);
}

const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

function columnLines(columns: ColumnInfo[], ctx: Ctx, mode: "Row" | "Insert" | "Update", forceNullable: boolean) {
  return columns
    .filter((c) => mode === "Row" || !c.generated)
    .map((c) => {
      const ts = pgTypeToTs(c, ctx);
      const nullable = forceNullable || !c.notNull;
      const optional = mode === "Update" || (mode === "Insert" && (nullable || c.hasDefault || c.identity));
      return `          ${key(c.column)}${optional ? "?" : ""}: ${ts}${nullable ? " | null" : ""}`;
    });
}

function relationshipLines(fks: ForeignKeyInfo[]) {
  if (fks.length === 0) return ["        Relationships: []"];
  const items = fks.map((fk) =>
    [
      "          {",
      `            foreignKeyName: ${JSON.stringify(fk.name)}`,
      `            columns: ${JSON.stringify(fk.columns)}`,
      `            isOneToOne: ${fk.isOneToOne}`,
      `            referencedRelation: ${JSON.stringify(fk.referencedTable)}`,
      `            referencedColumns: ${JSON.stringify(fk.referencedColumns)}`,
      "          },",
    ].join("\n"),
  );
  return ["        Relationships: [", ...items, "        ]"];
}

function relationBlock(rel: RelationInfo, fks: ForeignKeyInfo[], ctx: Ctx) {
  const isTable = rel.kind === "r" || rel.kind === "p";
  const modes: ("Row" | "Insert" | "Update")[] = isTable ? ["Row", "Insert", "Update"] : ["Row"];
  const lines = [`      ${key(rel.name)}: {`];
  for (const mode of modes) {
    lines.push(`        ${mode}: {`, ...columnLines(rel.columns, ctx, mode, !isTable), "        }");
  }
  lines.push(...relationshipLines(fks.filter((fk) => fk.table === rel.name)), "      }");
  return lines;
}

function functionBlock(overloads: FunctionInfo[], ctx: Ctx) {
  const variants = overloads.map((fn) => {
    const inputs = fn.args.filter((a) => a.mode === "i" || a.mode === "b" || a.mode === "v");
    const outputs = fn.args.filter((a) => a.mode === "t" || a.mode === "o" || a.mode === "b");
    const firstOptional = inputs.length - fn.defaults;
    const args =
      inputs.length === 0
        ? "never"
        : `{ ${inputs.map((a, i) => `${key(a.arg)}${i >= firstOptional ? "?" : ""}: ${pgTypeToTs(a, ctx)}`).join("; ")} }`;
    let returns: string;
    if (outputs.length > 0 && (fn.returns.name === "record" || fn.args.some((a) => a.mode === "t"))) {
      const row = `{ ${outputs.map((a) => `${key(a.arg)}: ${pgTypeToTs(a, ctx)}`).join("; ")} }`;
      returns = fn.returnsSet ? `${row}[]` : row;
    } else {
      const ts = pgTypeToTs(fn.returns, ctx);
      returns = fn.returnsSet ? `${ts}[]` : ts;
    }
    return `{ Args: ${args}; Returns: ${returns} }`;
  });
  const name = overloads[0]?.name ?? "";
  return [`      ${key(name)}:`, ...variants.map((v, i) => `        ${i === 0 && variants.length === 1 ? "" : "| "}${v}`)];
}

const EMPTY = "{\n      [_ in never]: never\n    }";

function section(lines: string[]) {
  return lines.length === 0 ? EMPTY : `{\n${lines.join("\n")}\n    }`;
}

function enumBlock(enums: EnumInfo[]) {
  return enums.map((e) => `      ${key(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(" | ")}`);
}

const HELPERS = `
type PublicSchema = Database["public"]

export type Tables<T extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> =
  (PublicSchema["Tables"] & PublicSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]

export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]

export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]

export type FunctionReturns<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T]["Returns"]
`;

export function renderDatabaseTypes(info: SchemaInfo): string {
  const ctx: Ctx = {
    enums: new Set(info.enums.map((e) => e.name)),
    tables: new Set(info.relations.filter((r) => r.kind === "r" || r.kind === "p").map((r) => r.name)),
  };
  const tables = info.relations.filter((r) => r.kind === "r" || r.kind === "p").flatMap((r) => relationBlock(r, info.foreignKeys, ctx));
  const views = info.relations.filter((r) => r.kind === "v" || r.kind === "m").flatMap((r) => relationBlock(r, info.foreignKeys, ctx));
  const byName = new Map<string, FunctionInfo[]>();
  for (const fn of info.functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  const functions = [...byName.values()].flatMap((overloads) => functionBlock(overloads, ctx));
  const constants = info.enums.map((e) => `      ${key(e.name)}: [${e.values.map((v) => JSON.stringify(v)).join(", ")}],`);
  return `// Generated by scripts/gen-types.ts from the migrated database. Do not edit by hand: run \`npm run gen:types\`.
// supabase/tests/database-types.int.test.ts fails when this file is stale. As with \`supabase gen types\`, columns of
// RETURNS TABLE functions are typed non-null: search/featured cards can still carry a null title or imageUrl.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: ${section(tables)}
    Views: ${section(views)}
    Functions: ${section(functions)}
    Enums: ${section(enumBlock(info.enums))}
    CompositeTypes: ${EMPTY}
  }
}
${HELPERS}
export const Constants = {
  public: {
    Enums: {
${constants.join("\n")}
    },
  },
} as const
`;
}
