import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import type { SqlRunner } from "../db/sql.ts";

/** A user as GoTrue's admin API returns it. */
export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  phone: string;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  banned_until: string | null;
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  phone: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  banned_until: string | null;
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

function toUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    aud: row.aud ?? "authenticated",
    role: row.role ?? "authenticated",
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    confirmed_at: iso(row.confirmed_at),
    phone: row.phone ?? "",
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [],
    banned_until: iso(row.banned_until),
    created_at: iso(row.created_at) ?? "",
    updated_at: iso(row.updated_at) ?? "",
    is_anonymous: row.is_anonymous,
  };
}

const columns = `id, aud, role, email, email_confirmed_at, confirmed_at, phone, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, banned_until, created_at, updated_at, is_anonymous`;

export const hashPassword = (password: string) => bcrypt.hash(password, 10);

export async function findUser(db: SqlRunner, id: string): Promise<AuthUser | undefined> {
  const [row] = await db.query<UserRow>(`select ${columns} from auth.users where id = $1 and deleted_at is null`, [id]);
  return row && toUser(row);
}

export async function findUserByEmail(db: SqlRunner, email: string): Promise<AuthUser | undefined> {
  const [row] = await db.query<UserRow>(`select ${columns} from auth.users where lower(email) = lower($1) and deleted_at is null`, [email]);
  return row && toUser(row);
}

export async function listUsers(db: SqlRunner, page: number, perPage: number): Promise<{ users: AuthUser[]; total: number }> {
  const rows = await db.query<UserRow>(
    `select ${columns} from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const [count] = await db.query<{ total: number | string }>("select count(*)::int as total from auth.users where deleted_at is null");
  return { users: rows.map(toUser), total: Number(count?.total ?? 0) };
}

export interface NewUser {
  email: string;
  password?: string | undefined;
  emailConfirm?: boolean | undefined;
  userMetadata?: Record<string, unknown> | undefined;
  appMetadata?: Record<string, unknown> | undefined;
  bannedUntil?: Date | null | undefined;
}

/** Inserts a user and its e-mail identity as GoTrue does; the on-insert triggers of auth.users fire as on hosted. */
export async function insertUser(db: SqlRunner, input: NewUser): Promise<AuthUser> {
  const id = randomUUID();
  const email = input.email.toLowerCase();
  const confirmedAt = input.emailConfirm ? new Date().toISOString() : null;
  const appMetadata = { provider: "email", providers: ["email"], ...input.appMetadata };
  const userMetadata = { sub: id, email, email_verified: Boolean(input.emailConfirm), phone_verified: false, ...input.userMetadata };
  const encrypted = input.password ? await hashPassword(input.password) : "";
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, banned_until, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4::timestamptz, $5::text::jsonb, $6::text::jsonb, $7::timestamptz, now(), now())`,
    [id, email, encrypted, confirmedAt, JSON.stringify(appMetadata), JSON.stringify(userMetadata), input.bannedUntil?.toISOString() ?? null],
  );
  await db.query(
    `insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
     values ($1, 'email', $2::text, $2::uuid, $3::text::jsonb, now(), now())`,
    [randomUUID(), id, JSON.stringify({ sub: id, email, email_verified: Boolean(input.emailConfirm), phone_verified: false })],
  );
  const user = await findUser(db, id);
  if (!user) throw new Error("user vanished after insert");
  return user;
}

export interface UserChanges {
  email?: string | undefined;
  password?: string | undefined;
  emailConfirm?: boolean | undefined;
  userMetadata?: Record<string, unknown> | undefined;
  appMetadata?: Record<string, unknown> | undefined;
  /** `null` lifts a ban. */
  bannedUntil?: Date | null | undefined;
}

export async function updateUser(db: SqlRunner, id: string, changes: UserChanges): Promise<AuthUser | undefined> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  /** `template` names the new parameter `$`, e.g. "raw_user_meta_data || $::text::jsonb". */
  const set = (column: string, value: unknown, template = "$") => {
    params.push(value);
    sets.push(`${column} = ${template.replace("$", `$${params.length}`)}`);
  };
  if (changes.email !== undefined) set("email", changes.email.toLowerCase());
  if (changes.password !== undefined) set("encrypted_password", await hashPassword(changes.password));
  if (changes.emailConfirm === true) sets.push("email_confirmed_at = coalesce(email_confirmed_at, now())");
  if (changes.emailConfirm === false) sets.push("email_confirmed_at = null");
  if (changes.userMetadata !== undefined) set("raw_user_meta_data", JSON.stringify(changes.userMetadata), "coalesce(raw_user_meta_data, '{}'::jsonb) || $::text::jsonb");
  if (changes.appMetadata !== undefined) set("raw_app_meta_data", JSON.stringify(changes.appMetadata), "coalesce(raw_app_meta_data, '{}'::jsonb) || $::text::jsonb");
  if (changes.bannedUntil !== undefined) set("banned_until", changes.bannedUntil?.toISOString() ?? null, "$::timestamptz");
  if (sets.length > 0) {
    await db.query(`update auth.users set ${sets.join(", ")}, updated_at = now() where id = $1 and deleted_at is null`, params);
  }
  if (changes.password !== undefined || (changes.bannedUntil instanceof Date && changes.bannedUntil > new Date())) {
    await revokeSessions(db, id);
  }
  return findUser(db, id);
}

/** Ends every session of the user: refresh tokens stop working at once. */
export async function revokeSessions(db: SqlRunner, id: string): Promise<void> {
  await db.query("update auth.refresh_tokens set revoked = true where user_id = $1", [id]);
  await db.query("delete from auth.sessions where user_id = $1", [id]);
}

export async function deleteUser(db: SqlRunner, id: string): Promise<boolean> {
  const rows = await db.query("delete from auth.users where id = $1 returning id", [id]);
  return rows.length > 0;
}
