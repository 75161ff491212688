import { queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "@shared/database.types.ts";
import { reportKeys } from "./keys.ts";

type ReportsRow = Database["public"]["Tables"]["reports"]["Row"];
export type ReportStatus = Database["public"]["Enums"]["report_status"];

export type MyReport = Pick<ReportsRow, "id" | "created_at" | "reason" | "status" | "target_type" | "reported_post_id" | "reported_user_id"> & {
  posts: { title: string | null; og_image_url: string | null } | null;
};

/** The member's own reports, newest first, with the reported post's title and image (spec §7). */
export function myReportsQuery(userId: string | null) {
  return queryOptions({
    queryKey: reportKeys.mine(userId),
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

/** A get_all_reports row (the generated types drop an RPC's nullability: the reported post and user may be gone). */
export type AdminReportRow = {
  id: string;
  created_at: string;
  reporter_id: string;
  reported_post_id: string | null;
  reported_user_id: string | null;
  target_type: Database["public"]["Enums"]["report_target"];
  reason: string;
  status: ReportStatus;
  reported_post_url: string | null;
  reported_post_title: string | null;
  reported_user_username: string | null;
  reporter_username: string | null;
  /** The reported post's status (null when the post is gone) and how many distinct members report it now. */
  reported_post_status: Database["public"]["Enums"]["post_status"] | null;
  report_count: number;
};

/** Every report with the reported post and the usernames involved (admins); open first, most reported posts first. */
export function adminReportsQuery() {
  return queryOptions({
    queryKey: reportKeys.admin(),
    queryFn: async (): Promise<AdminReportRow[]> => {
      const { data, error } = await supabase.rpc("get_all_reports");
      if (error) throw error;
      return data ?? [];
    },
  });
}
