import type { SqlRunner } from "../db/sql.ts";

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What Supabase Storage keeps in storage.objects.metadata. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_accessed_at: Date | string;
}

const OBJECT_COLUMNS = "id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at";

export async function findBucket(db: SqlRunner, id: string): Promise<BucketRow | undefined> {
  const [row] = await db.query<BucketRow>("select * from storage.buckets where id = $1", [id]);
  return row;
}

export async function findObject(db: SqlRunner, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const [row] = await db.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  return row;
}

export interface NewObject {
  id: string;
  bucket: string;
  name: string;
  owner: string | undefined;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | undefined;
  version: string;
}

/** Insert (409 on an existing key) or upsert; returns the row's id. Runs as the caller, so RLS decides. */
export async function writeObject(db: SqlRunner, object: NewObject, upsert: boolean): Promise<string> {
  const isUuid = object.owner !== undefined && /^[0-9a-f-]{36}$/i.test(object.owner);
  const params = [
    object.id,
    object.bucket,
    object.name,
    isUuid ? object.owner : null,
    object.owner ?? null,
    JSON.stringify(object.metadata),
    object.userMetadata ? JSON.stringify(object.userMetadata) : null,
    object.version,
  ];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb, $8)`;
  if (!upsert) {
    await db.query(insert, params);
    return object.id;
  }
  const [row] = await db.query<{ id: string }>(
    `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
       updated_at = now(), last_accessed_at = now()
     returning id`,
    params,
  );
  return row?.id ?? object.id;
}

export async function deleteObjects(db: SqlRunner, bucket: string, names: string[]): Promise<ObjectRow[]> {
  return db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name in (select jsonb_array_elements_text($2::text::jsonb)) returning ${OBJECT_COLUMNS}`,
    [bucket, JSON.stringify(names)],
  );
}

export async function renameObject(db: SqlRunner, from: { bucket: string; name: string }, to: { bucket: string; name: string }): Promise<number> {
  const rows = await db.query(
    `update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2 returning id`,
    [from.bucket, from.name, to.bucket, to.name],
  );
  return rows.length;
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | string | null;
  created_at: Date | string | null;
  last_accessed_at: Date | string | null;
  metadata: ObjectMetadata | null;
}

const SORT_COLUMNS = new Set(["name", "updated_at", "created_at", "last_accessed_at"]);

/** One folder level under `prefix`, folders as entries with null id, like storage.search(). */
export async function listLevel(
  db: SqlRunner,
  bucket: string,
  options: { prefix: string; search: string; limit: number; offset: number; column: string; order: string },
): Promise<ListEntry[]> {
  const base = options.prefix.replace(/\/+$/, "");
  const start = base ? `${base}/` : "";
  const column = SORT_COLUMNS.has(options.column) ? options.column : "name";
  const order = options.order.toLowerCase() === "desc" ? "desc" : "asc";
  return db.query<ListEntry>(
    `with t as (
       select split_part(substr(o.name, $3::int + 1), '/', 1) as item,
              strpos(substr(o.name, $3::int + 1), '/') > 0 as folder,
              o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
       from storage.objects o
       where o.bucket_id = $1 and starts_with(o.name, $2) and split_part(substr(o.name, $3::int + 1), '/', 1) ilike $4
     ), entries as (
       select distinct item as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
              null::timestamptz as last_accessed_at, null::text::jsonb as metadata
       from t where folder
       union all
       select item, id, updated_at, created_at, last_accessed_at, metadata from t where not folder
     )
     select * from entries order by ${column} ${order} nulls first, name ${order} limit $5 offset $6`,
    [bucket, start, start.length, `${options.search.replace(/[\\%_]/g, "\\$&")}%`, options.limit, options.offset],
  );
}

export async function referencedVersions(db: SqlRunner): Promise<Set<string>> {
  const rows = await db.query<{ version: string }>("select version from storage.objects where version is not null");
  return new Set(rows.map((row) => row.version));
}
