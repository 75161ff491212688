import { randomBytes } from "node:crypto";
import type { StackContext } from "../context.ts";
import type { SqlRunner } from "../db/sql.ts";
import { findUserByEmail, insertUser, updateUser } from "./users.ts";

export interface AdminAccount {
  email: string;
  /** Set only when the stack made up the password (first start without ADMIN_EMAIL/ADMIN_PASSWORD): print it once. */
  generatedPassword?: string;
}

export const LOCAL_ADMIN_EMAIL = "admin@localhost.test";

/** Gives the user the 'admin' role once the schema has user_roles (spec §6: admin is a server-checked role). */
export async function grantAdminRole(db: SqlRunner, userId: string): Promise<void> {
  const [table] = await db.query<{ exists: boolean }>("select to_regclass('public.user_roles') is not null as exists");
  if (!table?.exists) return;
  await db.query(
    `insert into public.user_roles (user_id, role)
     select $1, 'admin' where not exists (select 1 from public.user_roles where user_id = $1 and role = 'admin')`,
    [userId],
  );
}

/**
 * The new admin account asks for the username 'admin' while it is free. A sign-up asking for a taken name is refused
 * (handle_new_user, issue 19), so when another account has it (ADMIN_EMAIL changed on an existing database) the
 * admin asks for none and gets the e-mail's local part, de-duplicated.
 */
async function adminUsername(db: SqlRunner): Promise<{ username?: string }> {
  const [schema] = await db.query<{ ready: boolean }>("select to_regclass('public.profiles') is not null as ready");
  if (!schema?.ready) return { username: "admin" };
  const [row] = await db.query<{ taken: boolean }>("select exists (select 1 from public.profiles where lower(username) = 'admin') as taken");
  return row?.taken ? {} : { username: "admin" };
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD set: that confirmed admin exists with that password (created or updated at every start).
 * Neither set: on the first start of a fresh database a local admin is created and its password returned once.
 */
export async function ensureAdminAccount(ctx: StackContext, freshDatabase: boolean): Promise<AdminAccount | undefined> {
  const wanted = ctx.config.admin;
  if (!wanted && !freshDatabase) return undefined;
  const email = wanted?.email ?? LOCAL_ADMIN_EMAIL;
  const password = wanted?.password ?? randomBytes(12).toString("base64url");
  return ctx.sql.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    const user = existing
      ? await updateUser(tx, existing.id, { password, emailConfirm: true, bannedUntil: null })
      : await insertUser(tx, { email, password, emailConfirm: true, userMetadata: await adminUsername(tx) });
    if (!user) throw new Error(`could not create the admin account ${email}`);
    await grantAdminRole(tx, user.id);
    return wanted ? { email } : { email, generatedPassword: password };
  });
}
