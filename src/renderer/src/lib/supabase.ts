import { createClient } from "@supabase/supabase-js";
import type { Database } from "@shared/database.types.ts";
import { env } from "./env.ts";
import { getPlatform } from "../platform/index.ts";

/** The one Supabase client of the renderer. Only the data layer (src/renderer/src/data) uses it; lint keeps it so. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  // The session lives where the platform keeps it (localStorage on the web, OS-encrypted on desktop).
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storage: getPlatform().authStorage },
});
export type AppSupabaseClient = typeof supabase;
