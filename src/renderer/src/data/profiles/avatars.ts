import { supabase } from "../../lib/supabase.ts";

/** Public URL of an avatar path (full URLs pass through); null without a path. The avatars bucket is public. */
export function avatarPublicUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return supabase.storage.from("avatars").getPublicUrl(path).data.publicUrl;
}
