import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { SqlRunner } from "../db/sql.ts";
import { bcryptCost } from "./bcrypt-cost.ts";
import { authError } from "./errors.ts";

let comparisons = 0;
let dummy: Promise<string> | undefined;

/** How many password hashes the gateway has compared (tests check that unknown addresses cost a comparison too). */
export const passwordComparisons = (): number => comparisons;

/** A hash of a random secret at lite's cost, compared against when there is no real one, so that costs the same. */
const dummyHash = () => (dummy ??= bcrypt.hash(randomBytes(18).toString("base64url"), bcryptCost()));

async function matches(password: string, hash: string | undefined): Promise<boolean> {
  comparisons += 1;
  const ok = await bcrypt.compare(password, hash || (await dummyHash()));
  return ok && Boolean(hash);
}

const invalidCredentials = () => authError(400, "invalid_credentials", "Invalid login credentials");

/**
 * `POST /auth/v1/token?grant_type=password` as GoTrue answers it, where @supabase/lite tells accounts apart: it
 * answers an unknown address at once (no hash compared: 6–26 ms against 113–632 ms) and an unconfirmed account with
 * `email_not_confirmed` before it looks at the password. A wrong password now gets `invalid_credentials` after one
 * bcrypt comparison whatever the address: lite's own for a confirmed account with a password, ours otherwise (against
 * a dummy hash when there is no account or no password). Only the right password reaches lite for an unconfirmed
 * account (`email_not_confirmed`) or a banned one (refused by bannedSessionRefusal). Returns the refusal, or
 * undefined to let lite answer; bodies with the wrong JSON types never get here (body-types.ts).
 */
export async function passwordGrantRefusal(body: Record<string, unknown>, db: SqlRunner): Promise<Response | undefined> {
  const { email, password } = body;
  if (typeof email !== "string" || email === "") return undefined; // lite: 400 "missing email or phone", the same for all
  const secret = typeof password === "string" ? password : "";
  // lite's own look-up: the lower-cased address, compared as stored.
  const [account] = await db.query<{ encrypted_password: string | null; confirmed: boolean }>(
    "select encrypted_password, coalesce(confirmed_at, email_confirmed_at) is not null as confirmed from auth.users where email = $1",
    [email.toLowerCase()],
  );
  if (account?.confirmed && account.encrypted_password && secret !== "") return undefined;
  return (await matches(secret, account?.encrypted_password ?? undefined)) && secret !== "" ? undefined : invalidCredentials();
}
