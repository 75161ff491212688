import { queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "@shared/database.types.ts";
import { profileKeys } from "./keys.ts";

export type ProfileRow = Database["public"]["Tables"]["profiles"]["Row"];

/** The member's profile; a missing row (PGRST116) is tolerated as null (spec §7). */
export function profileQuery(userId: string | null) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: async (): Promise<ProfileRow | null> => {
      if (!userId) return null;
      const { data, error } = await supabase.from("profiles").select("*").eq("id", userId).single();
      if (error?.code === "PGRST116") return null;
      if (error) throw error;
      return data;
    },
    enabled: userId !== null,
  });
}
