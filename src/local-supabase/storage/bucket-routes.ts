import { z } from "zod";
import type { CallerClaims } from "../db/sql.ts";
import { errors } from "./errors.ts";
import { parseSizeLimit, readJsonBody } from "./limits.ts";
import { parseBucketName } from "./object-key.ts";
import type { BucketRow } from "./objects-sql.ts";
import type { ObjectEnv } from "./object-routes.ts";

const iso = (value: Date | string) => new Date(value).toISOString();

function bucketJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? "",
    public: row.public,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    type: "STANDARD",
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const bucketBody = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  public: z.boolean().optional(),
  file_size_limit: z.union([z.number(), z.string()]).nullable().optional(),
  allowed_mime_types: z.array(z.string()).nullable().optional(),
});

async function readBody(request: Request) {
  const parsed = bucketBody.safeParse(await readJsonBody(request));
  if (!parsed.success) throw errors.invalidRequest("Invalid bucket body");
  return parsed.data;
}

const ORDER_COLUMNS = new Set(["id", "name", "created_at", "updated_at"]);

/** /bucket routes, each run as the caller so storage.buckets' RLS (none for anon by default) decides. */
export async function bucketRoutes(env: ObjectEnv, claims: CallerClaims, request: Request, segments: string[]): Promise<Response> {
  const sql = env.ctx.sql;
  const method = request.method;
  const [rawId, action] = segments;
  if (rawId === undefined) {
    if (method === "GET") {
      const url = new URL(request.url);
      const column = ORDER_COLUMNS.has(url.searchParams.get("sortColumn") ?? "") ? url.searchParams.get("sortColumn")! : "name";
      const order = url.searchParams.get("sortOrder") === "desc" ? "desc" : "asc";
      const limit = Math.min(1000, Number(url.searchParams.get("limit") ?? 1000) || 1000);
      const offset = Math.max(0, Number(url.searchParams.get("offset") ?? 0) || 0);
      const search = `%${(url.searchParams.get("search") ?? "").replace(/[\\%_]/g, "\\$&")}%`;
      const rows = await sql.asCaller(claims, (tx) =>
        tx.query<BucketRow>(`select * from storage.buckets where name ilike $1 order by ${column} ${order} limit $2 offset $3`, [search, limit, offset]),
      );
      return Response.json(rows.map(bucketJson));
    }
    if (method === "POST") {
      const input = await readBody(request);
      const name = parseBucketName(encodeURIComponent(input.name ?? input.id ?? ""));
      const id = parseBucketName(encodeURIComponent(input.id ?? name));
      await sql.asCaller(claims, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit) values ($1, $2, $3, $4, $5, $6)`,
          [id, name, /^[0-9a-f-]{36}$/i.test(claims.sub ?? "") ? claims.sub : null, claims.sub ?? null, input.public ?? false, parseSizeLimit(input.file_size_limit)],
        ),
      );
      if (input.allowed_mime_types) await setMimeTypes(env, claims, id, input.allowed_mime_types);
      return Response.json({ name: id });
    }
    throw errors.routeNotFound(method, "/bucket");
  }
  const id = parseBucketName(rawId);
  if (method === "GET" && action === undefined) {
    const [row] = await sql.asCaller(claims, (tx) => tx.query<BucketRow>("select * from storage.buckets where id = $1", [id]));
    if (!row) throw errors.bucketNotFound();
    return Response.json(bucketJson(row));
  }
  if (method === "PUT" && action === undefined) {
    const input = await readBody(request);
    const rows = await sql.asCaller(claims, (tx) =>
      tx.query(
        `update storage.buckets set public = coalesce($2, public), file_size_limit = $3, updated_at = now() where id = $1 returning id`,
        [id, input.public ?? null, parseSizeLimit(input.file_size_limit)],
      ),
    );
    if (rows.length === 0) throw errors.bucketNotFound();
    await setMimeTypes(env, claims, id, input.allowed_mime_types ?? null);
    return Response.json({ message: "Successfully updated" });
  }
  if (method === "POST" && action === "empty") {
    const removed = await sql.asCaller(claims, (tx) =>
      tx.query<{ version: string | null }>("delete from storage.objects where bucket_id = $1 returning version", [id]),
    );
    await env.changed();
    await Promise.all(removed.map((row) => env.store.remove(row.version)));
    return Response.json({ message: "Successfully emptied" });
  }
  if (method === "DELETE" && action === undefined) {
    const [{ count } = { count: 0 }] = await sql.query<{ count: number }>("select count(*)::int as count from storage.objects where bucket_id = $1", [id]);
    if (count > 0) throw errors.bucketNotEmpty();
    const rows = await sql.asCaller(claims, (tx) => tx.query("delete from storage.buckets where id = $1 returning id", [id]));
    if (rows.length === 0) throw errors.bucketNotFound();
    return Response.json({ message: "Successfully deleted" });
  }
  throw errors.routeNotFound(method, `/bucket/${segments.join("/")}`);
}

async function setMimeTypes(env: ObjectEnv, claims: CallerClaims, id: string, types: string[] | null): Promise<void> {
  await env.ctx.sql.asCaller(claims, (tx) =>
    tx.query("update storage.buckets set allowed_mime_types = (select array_agg(value) from jsonb_array_elements_text($2::text::jsonb)) where id = $1", [
      id,
      types ? JSON.stringify(types) : null,
    ]),
  );
}
