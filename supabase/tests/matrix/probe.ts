// How a cell decides "allowed": by effect, checked as the superuser, not by trusting the API's answer.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Actor, Client, World } from "./world.ts";

export interface Outcome {
  allowed: boolean;
  detail?: string;
}

export type CellOp = "select" | "insert" | "update" | "delete" | "execute";

export interface Cell {
  /** table name, `rpc:<name>` or `storage.objects` */
  target: string;
  op: CellOp;
  scenario: string;
  /** Policy names (pg_policies.policyname) this cell exercises. */
  policies: readonly string[];
  /** Expected answer per actor; an actor left out does not apply. */
  expect: Partial<Record<Actor, boolean>>;
  run(w: World, actor: Actor): Promise<Outcome>;
}

/** Expectation helper: the listed actors are allowed, every other actor is denied. */
export function only(...allowed: Actor[]): Record<Actor, boolean> {
  return {
    visitor: allowed.includes("visitor"),
    member: allowed.includes("member"),
    postOwner: allowed.includes("postOwner"),
    other: allowed.includes("other"),
    admin: allowed.includes("admin"),
  };
}
export const everyone = () => only("visitor", "member", "postOwner", "other", "admin");
export const members = () => only("member", "postOwner", "other", "admin");

/** supabase-js without the generated types, so cells can name tables dynamically. */
export const untyped = (client: Client) => client as unknown as SupabaseClient;

const describeError = (error: { code?: string; message?: string } | null) =>
  error ? `${error.code ?? ""} ${error.message ?? ""}`.trim() : undefined;

export async function canSelect(client: Client, table: string, id: string): Promise<Outcome> {
  const { data, error } = await untyped(client).from(table).select("*").eq("id", id);
  const detail = describeError(error);
  return { allowed: !error && (data?.length ?? 0) === 1, ...(detail ? { detail } : {}) };
}

export async function canInsert(client: Client, table: string, row: Record<string, unknown>): Promise<Outcome> {
  const { error } = await untyped(client).from(table).insert(row);
  const detail = describeError(error);
  return { allowed: !error, ...(detail ? { detail } : {}) };
}

/** Updates `column` of row `id` to `value` and reports whether the stored value changed. */
export async function canUpdate(w: World, client: Client, table: string, id: string, column: string, value: unknown, key = "id"): Promise<Outcome> {
  const { error } = await untyped(client).from(table).update({ [column]: value }).eq(key, id);
  const [row] = await w.sql<{ value: unknown }>(`select ${column}::text as value from public.${table} where ${key}::text = $1`, [id]);
  const detail = describeError(error);
  return { allowed: row !== undefined && row.value === String(value), ...(detail ? { detail } : {}) };
}

/** Deletes row `id` and reports whether it is gone. */
export async function canDelete(w: World, client: Client, table: string, id: string, key = "id"): Promise<Outcome> {
  const { error } = await untyped(client).from(table).delete().eq(key, id);
  const rows = await w.sql(`select 1 from public.${table} where ${key}::text = $1`, [id]);
  const detail = describeError(error);
  return { allowed: rows.length === 0, ...(detail ? { detail } : {}) };
}

export async function canCall(client: Client, fn: string, args: Record<string, unknown> = {}): Promise<Outcome & { data?: unknown }> {
  const { data, error } = await untyped(client).rpc(fn, args);
  const detail = describeError(error);
  return { allowed: !error, data, ...(detail ? { detail } : {}) };
}

export const clientOf = (w: World, actor: Actor) => w.client[actor];
