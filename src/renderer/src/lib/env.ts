import * as z from "zod/mini";

/**
 * Where the app finds Supabase. Build-time VITE_ variables win; otherwise the page's
 * <meta name="supabase-url|supabase-anon-key"> (filled by the server that serves it); the URL
 * defaults to the origin the app is served from, because the local stack serves the web build itself.
 */
const envSchema = z.object({
  supabaseUrl: z.string().check(z.url("VITE_SUPABASE_URL must be a URL")),
  supabaseAnonKey: z.string().check(z.minLength(1, "VITE_SUPABASE_ANON_KEY is missing")),
});
export type Env = z.infer<typeof envSchema>;

function meta(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value ? value : undefined;
}

const LOCAL_STACK = "http://127.0.0.1:54321";

/** The serving origin; the local stack's default when there is none (tests, or a file:// page whose origin is "null"). */
function origin(): string {
  if (typeof window === "undefined") return LOCAL_STACK;
  const here = window.location.origin;
  return here.startsWith("http") ? here : LOCAL_STACK;
}

export function readEnv(): Env {
  const vars = import.meta.env;
  const parsed = envSchema.safeParse({
    supabaseUrl: vars.VITE_SUPABASE_URL || meta("supabase-url") || origin(),
    // Without a key the requests are refused by the gateway; the placeholder keeps the app rendering.
    supabaseAnonKey: vars.VITE_SUPABASE_ANON_KEY || meta("supabase-anon-key") || "missing-anon-key",
  });
  // eslint-disable-next-line i18n/no-literal-text -- a developer's error (a broken build or misuse), never shown to members
  if (!parsed.success) throw new Error(`Invalid web app configuration: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  return parsed.data;
}

export const env = readEnv();
