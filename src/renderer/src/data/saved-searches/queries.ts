import { queryOptions } from "@tanstack/react-query";
import type { Json } from "@shared/database.types.ts";
import { supabase } from "../../lib/supabase.ts";
import { savedSearchKeys } from "./keys.ts";

export type SavedSearch = { id: string; name: string; filters: Json; created_at: string; last_notified_at: string | null };

/** The member's saved searches, oldest first (the order they were saved in). */
export function savedSearchesQuery(userId: string | null) {
  return queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: async (): Promise<SavedSearch[]> => {
      if (!userId) return [];
      const { data, error } = await supabase
        .from("saved_searches")
        .select("id, name, filters, created_at, last_notified_at")
        .eq("user_id", userId)
        .order("created_at", { ascending: true });
      if (error) throw error;
      return data;
    },
    enabled: userId !== null,
  });
}
