import { z } from "zod";
import { authError } from "./errors.ts";

/**
 * The JSON field types of GoTrue's request structs for the Auth endpoints @supabase/lite serves. GoTrue decodes a
 * body into its struct and answers a value of the wrong type with 400 `bad_json` before anything else; lite calls
 * string methods on whatever it gets and answers 500 (`{"email": 5}` on the password grant). As in Go, null is the
 * zero value and unknown fields are ignored.
 */
const text = z.string().nullish();
const flag = z.boolean().nullish();
const map = z.record(z.string(), z.unknown()).nullish();
const pkce = { code_challenge: text, code_challenge_method: text, gotrue_meta_security: map };

interface Shape {
  struct: string;
  fields: z.ZodObject;
}

const shape = (struct: string, fields: z.ZodRawShape): Shape => ({ struct, fields: z.looseObject(fields) });

const SHAPES: Record<string, Shape> = {
  "POST signup": shape("SignupParams", { email: text, phone: text, password: text, data: map, channel: text, ...pkce }),
  "POST token password": shape("PasswordGrantParams", { email: text, phone: text, password: text, gotrue_meta_security: map }),
  "POST token refresh_token": shape("RefreshTokenGrantParams", { refresh_token: text }),
  "POST token pkce": shape("PKCEGrantParams", { auth_code: text, code_verifier: text }),
  "POST otp": shape("OtpParams", { email: text, phone: text, create_user: flag, data: map, channel: text, ...pkce }),
  "POST magiclink": shape("MagicLinkParams", { email: text, data: map, ...pkce }),
  "POST verify": shape("VerifyParams", { type: text, token: text, token_hash: text, email: text, phone: text, redirect_to: text }),
  "POST recover": shape("RecoverParams", { email: text, ...pkce }),
  "POST resend": shape("ResendConfigParams", { type: text, email: text, phone: text, ...pkce }),
  "PUT user": shape("UserUpdateParams", {
    email: text,
    password: text,
    current_password: text,
    nonce: text,
    data: map,
    app_metadata: map,
    phone: text,
    channel: text,
    code_challenge: text,
    code_challenge_method: text,
  }),
  "POST logout": shape("LogoutParams", { scope: text }),
};

/** What Go's encoding/json calls a JSON value in its errors. */
function jsonKind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "boolean") return "bool";
  return typeof value;
}

const GO_TYPES: Record<string, string> = { string: "string", boolean: "bool", record: "map[string]interface {}" };

function goType(schema: z.ZodObject, field: string): string {
  let def = schema.shape[field] as z.ZodType | undefined;
  while (def && (def instanceof z.ZodOptional || def instanceof z.ZodNullable)) def = def.unwrap() as z.ZodType;
  return (def && GO_TYPES[def.def.type]) ?? "string";
}

const badJson = (detail: string) => authError(400, "bad_json", `Could not parse request body as JSON: json: ${detail}`);

/** The endpoint key of an Auth request (`POST token password`), or undefined when its body is not checked here. */
function endpointOf(request: Request): string | undefined {
  const url = new URL(request.url);
  const route = url.pathname.replace(/^\/auth\/v1\//, "").replace(/\/+$/, "");
  const key = route === "token" ? `${request.method} token ${url.searchParams.get("grant_type") ?? ""}` : `${request.method} ${route}`;
  return key in SHAPES ? key : undefined;
}

/**
 * GoTrue's 400 `bad_json` for a body whose top level is not an object or whose known fields have the wrong JSON type;
 * undefined to let lite answer (including an empty or unparseable body, which lite refuses as GoTrue does).
 */
export async function malformedBodyRefusal(request: Request): Promise<Response | undefined> {
  const key = endpointOf(request);
  if (!key) return undefined;
  const source = await request.clone().text();
  if (source.trim() === "") return undefined;
  let body: unknown;
  try {
    body = JSON.parse(source);
  } catch {
    return undefined;
  }
  const { struct, fields } = SHAPES[key]!;
  if (body === null || typeof body !== "object" || Array.isArray(body)) return badJson(`cannot unmarshal ${jsonKind(body)} into Go value of type api.${struct}`);
  const parsed = fields.safeParse(body);
  if (parsed.success) return undefined;
  const field = String(parsed.error.issues[0]?.path[0] ?? "");
  const value = (body as Record<string, unknown>)[field];
  return badJson(`cannot unmarshal ${jsonKind(value)} into Go struct field ${struct}.${field} of type ${goType(fields, field)}`);
}
