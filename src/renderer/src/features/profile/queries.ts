import { queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "../../../../shared/database.types.ts";
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

export type SavedListing = {
  id: string;
  created_at: string;
  post_id: string;
  posts: { id: string; title: string | null; og_image_url: string | null; manual_price: number | null; listing_price: string | null; street_address: string | null; city: string | null; province: string | null } | null;
};

/** Saved listings newest first with the related post embedded (spec §3, §7). */
export function savedListingsQuery(userId: string | null) {
  return queryOptions({
    queryKey: profileKeys.savedListings(userId),
    queryFn: async (): Promise<SavedListing[]> => {
      if (!userId) return [];
      const { data, error } = await supabase
        .from("saved_listings")
        .select("id, created_at, post_id, posts(id, title, og_image_url, manual_price, listing_price, street_address, city, province)")
        .eq("user_id", userId)
        .order("created_at", { ascending: false });
      if (error) throw error;
      return data;
    },
    enabled: userId !== null,
  });
}

export type MyReport = {
  id: string;
  created_at: string;
  reason: string;
  status: string;
  target_type: string;
  reported_post_id: string | null;
  reported_user_id: string | null;
  posts: { title: string | null; og_image_url: string | null } | null;
};

/** The member's own reports, newest first, with the reported post's title and image (spec §7). */
export function myReportsQuery(userId: string | null) {
  return queryOptions({
    queryKey: profileKeys.myReports(userId),
    queryFn: async (): Promise<MyReport[]> => {
      if (!userId) return [];
      const { data, error } = await supabase
        .from("reports")
        .select("id, created_at, reason, status, target_type, reported_post_id, reported_user_id, posts(title, og_image_url)")
        .eq("reporter_id", userId)
        .order("created_at", { ascending: false });
      if (error) throw error;
      return data;
    },
    enabled: userId !== null,
  });
}
