// Reads what the type generator needs from pg_catalog, as one JSON document (driver-neutral: PGlite, postgres.js).

export type QueryFn = (text: string) => Promise<readonly Record<string, unknown>[]>;

export interface PgType {
  name: string;
  /** pg_type.typtype: b base, e enum, c composite, d domain, p pseudo */
  kind: string;
  /** element type name when this is an array */
  elem: string | null;
  elemKind: string | null;
}

export interface ColumnInfo extends PgType {
  column: string;
  notNull: boolean;
  hasDefault: boolean;
  identity: boolean;
  generated: boolean;
}

export interface RelationInfo {
  name: string;
  /** r table, p partitioned table, v view, m materialized view */
  kind: string;
  columns: ColumnInfo[];
}

export interface ForeignKeyInfo {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface FunctionArg extends PgType {
  arg: string;
  mode: string;
}

export interface FunctionInfo {
  name: string;
  returnsSet: boolean;
  returns: PgType;
  args: FunctionArg[];
  defaults: number;
}

export interface EnumInfo {
  name: string;
  values: string[];
}

export interface SchemaInfo {
  relations: RelationInfo[];
  foreignKeys: ForeignKeyInfo[];
  functions: FunctionInfo[];
  enums: EnumInfo[];
}

const typeJson = (oid: string) => `(select json_build_object(
    'name', t.typname, 'kind', t.typtype,
    'elem', case when t.typcategory = 'A' then et.typname end,
    'elemKind', case when t.typcategory = 'A' then et.typtype end)
  from pg_catalog.pg_type t left join pg_catalog.pg_type et on et.oid = t.typelem
  where t.oid = ${oid})`;

const introspectSql = (schema: string) => `
with ns as (select oid from pg_catalog.pg_namespace where nspname = '${schema}'),
ext_objects as (select objid from pg_catalog.pg_depend where deptype = 'e')
select json_build_object(
  'relations', coalesce((
    select json_agg(json_build_object('name', c.relname, 'kind', c.relkind, 'columns', (
      select coalesce(json_agg((${typeJson("a.atttypid")})::jsonb || jsonb_build_object(
        'column', a.attname, 'notNull', a.attnotnull, 'hasDefault', a.atthasdef,
        'identity', a.attidentity <> '', 'generated', a.attgenerated <> '') order by a.attnum), '[]'::json)
      from pg_catalog.pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)) order by c.relname)
    from pg_catalog.pg_class c
    where c.relnamespace = (select oid from ns) and c.relkind in ('r', 'p', 'v', 'm')), '[]'::json),
  'foreignKeys', coalesce((
    select json_agg(json_build_object(
      'name', con.conname, 'table', cl.relname, 'referencedTable', rcl.relname,
      'columns', (select json_agg(a.attname order by k.o) from unnest(con.conkey) with ordinality k(n, o)
                  join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
      'referencedColumns', (select json_agg(a.attname order by k.o) from unnest(con.confkey) with ordinality k(n, o)
                  join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n),
      'isOneToOne', exists (select 1 from pg_catalog.pg_index i where i.indrelid = con.conrelid and i.indisunique
                  and i.indpred is null and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                  = (select array_agg(x order by x) from unnest(con.conkey) x))
    ) order by cl.relname, con.conname)
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class cl on cl.oid = con.conrelid
    join pg_catalog.pg_class rcl on rcl.oid = con.confrelid
    where con.contype = 'f' and cl.relnamespace = (select oid from ns) and rcl.relnamespace = (select oid from ns)), '[]'::json),
  'functions', coalesce((
    select json_agg(json_build_object(
      'name', p.proname, 'returnsSet', p.proretset, 'defaults', p.pronargdefaults,
      'returns', ${typeJson("p.prorettype")},
      'args', (select coalesce(json_agg((${typeJson("x.typ")})::jsonb || jsonb_build_object(
                 'arg', coalesce(p.proargnames[x.o], ''), 'mode', coalesce(p.proargmodes[x.o], 'i')) order by x.o), '[]'::json)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(typ, o))
    ) order by p.proname, p.oid)
    from pg_catalog.pg_proc p
    where p.pronamespace = (select oid from ns) and p.prokind = 'f'
      and p.oid not in (select objid from ext_objects)
      and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype, 'pg_catalog.internal'::regtype)
      and not exists (select 1 from unnest(p.proargtypes::oid[]) a where a = 'pg_catalog.internal'::regtype)), '[]'::json),
  'enums', coalesce((
    select json_agg(json_build_object('name', t.typname, 'values',
      (select json_agg(e.enumlabel order by e.enumsortorder) from pg_catalog.pg_enum e where e.enumtypid = t.oid))
      order by t.typname)
    from pg_catalog.pg_type t where t.typnamespace = (select oid from ns) and t.typtype = 'e'), '[]'::json)
)::text as doc`;

export async function introspect(query: QueryFn, schema = "public"): Promise<SchemaInfo> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`unsafe schema name ${schema}`);
  const rows = await query(introspectSql(schema));
  const doc = rows[0]?.["doc"];
  if (typeof doc !== "string") throw new Error("introspection returned no document");
  return JSON.parse(doc) as SchemaInfo;
}
