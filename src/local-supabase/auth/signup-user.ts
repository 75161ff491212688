import { randomBytes } from "node:crypto";
import type { SqlRunner } from "../db/sql.ts";

/** A time-ordered UUID (version 7), the kind @supabase/lite gives new users. */
export function uuidv7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Row = Record<string, unknown>;
const json = (value: unknown): Record<string, unknown> =>
  (typeof value === "string" ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;

/**
 * The answer GoTrue gives a sign-up for an address whose account is already confirmed (`sanitizeUser`): a user
 * that does not exist, with a fresh random id, no session and no identities. Every other field is what
 * @supabase/lite answers for a new account, built the same way (metadata and timestamps go through the database, so
 * key order and time format match the backend's); `identities: []` stays GoTrue's, which clients rely on.
 */
export async function obfuscatedUser(db: SqlRunner, email: string, data: Record<string, unknown>, sentAt: Date): Promise<Row> {
  const id = uuidv7();
  const userMetadata = { ...data, email, email_verified: false, phone_verified: false, sub: id };
  const [row] = await db.query<Row>(
    `select $1::timestamptz as confirmation_sent_at, $2::timestamptz as created_at, $3::text::jsonb as app_metadata, $4::text::jsonb as user_metadata`,
    [sentAt.toISOString(), new Date().toISOString(), JSON.stringify({ provider: "email", providers: ["email"] }), JSON.stringify(userMetadata)],
  );
  return {
    id,
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    app_metadata: json(row?.app_metadata),
    user_metadata: json(row?.user_metadata),
    identities: [],
    created_at: row?.created_at,
    updated_at: row?.created_at,
    is_anonymous: false,
    confirmation_sent_at: row?.confirmation_sent_at,
  };
}

/** A user and its identities as @supabase/lite answers a sign-up (its `mapUserToResponse` for "signup"). */
export async function signupUserResponse(db: SqlRunner, id: string): Promise<Row | undefined> {
  const [user] = await db.query<Row>(
    `select id, aud, role, email, phone, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
            coalesce(confirmed_at, email_confirmed_at) as confirmed_at, last_sign_in_at, confirmation_sent_at, email_change,
            email_change_sent_at
       from auth.users where id = $1`,
    [id],
  );
  if (!user) return undefined;
  const identities = await db.query<Row>(
    "select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email from auth.identities where user_id = $1",
    [id],
  );
  const answer: Row = {
    id: user.id,
    aud: user.aud || "authenticated",
    role: user.role || "authenticated",
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: json(user.raw_app_meta_data),
    user_metadata: json(user.raw_user_meta_data),
    identities: identities.map((identity) => {
      const data = json(identity.identity_data);
      const email = identity.email ?? (typeof data.email === "string" ? data.email : (user.email ?? undefined));
      return {
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: data,
        provider: identity.provider,
        last_sign_in_at: identity.last_sign_in_at ?? identity.created_at,
        created_at: identity.created_at,
        updated_at: identity.updated_at,
        ...(email ? { email } : {}),
      };
    }),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
  if (user.confirmed_at) answer.email_confirmed_at = user.confirmed_at;
  if (user.last_sign_in_at) answer.last_sign_in_at = user.last_sign_in_at;
  if (user.confirmation_sent_at) answer.confirmation_sent_at = user.confirmation_sent_at;
  if (user.email_change) answer.new_email = user.email_change;
  if (user.email_change_sent_at) answer.email_change_sent_at = user.email_change_sent_at;
  return answer;
}
