import { createClient } from "@supabase/supabase-js";
import type { Database } from "../../../shared/database.types.ts";
import { env } from "./env.ts";

/** The one Supabase client of the renderer. Only feature api files use it. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
export type AppSupabaseClient = typeof supabase;
