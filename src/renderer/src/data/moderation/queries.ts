import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { ModerationAction, ModerationReason } from "@shared/validation/moderation.ts";
import type { PageParams, Paged } from "../paging.ts";
import { moderationKeys } from "./keys.ts";

export type ModerationLogRow = { id: number; created_at: string; action: ModerationAction; reason: ModerationReason | null; post_title: string };

/** The public moderation log (moderation_log): what was taken down or restored, why and when. */
export function moderationLogQuery(params: PageParams) {
  return queryOptions({
    queryKey: moderationKeys.log(params),
    queryFn: async (): Promise<Paged<ModerationLogRow>> => {
      const { data, error } = await supabase.rpc("moderation_log", { p_limit: params.pageSize, p_offset: (params.page - 1) * params.pageSize });
      if (error) throw error;
      const rows = data ?? [];
      return { rows: rows.map(({ total_count: _total, ...row }) => row), total: Number(rows[0]?.total_count ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

/** The settings row (admins). */
export function moderationSettingsQuery() {
  return queryOptions({
    queryKey: moderationKeys.settings(),
    queryFn: async (): Promise<{ report_threshold: number }> => {
      const { data, error } = await supabase.from("moderation_settings").select("report_threshold").single();
      if (error) throw error;
      return data;
    },
  });
}

export type PostModerationRow = { id: number; created_at: string; action: ModerationAction; reason: ModerationReason | null; note: string | null };

/** The latest moderation action on a post; readable by its author and admins only (RLS), so null for anyone else. */
export function latestPostModerationQuery(postId: string) {
  return queryOptions({
    queryKey: moderationKeys.post(postId),
    queryFn: async (): Promise<PostModerationRow | null> => {
      const { data, error } = await supabase
        .from("moderation_actions")
        .select("id, created_at, action, reason, note")
        .eq("post_id", postId)
        .order("created_at", { ascending: false })
        .order("id", { ascending: false })
        .limit(1);
      if (error) throw error;
      return data[0] ?? null;
    },
  });
}
