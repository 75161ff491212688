import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { WhitelistInput } from "../../../../shared/validation/whitelist.ts";
import { adminKeys, FEATURED_POSTS_KEY } from "./keys.ts";

export type UserAction = "grant_admin" | "revoke_admin" | "ban_user" | "unban_user";

async function runUserAction(action: UserAction, userId: string, reason?: string): Promise<void> {
  const call =
    action === "grant_admin"
      ? supabase.rpc("admin_grant_admin", { p_user_id: userId })
      : action === "revoke_admin"
        ? supabase.rpc("admin_revoke_admin", { p_user_id: userId })
        : action === "ban_user"
          ? supabase.rpc("admin_ban_user", { p_user_id: userId, p_reason: reason ?? "" })
          : supabase.rpc("admin_unban_user", { p_user_id: userId });
  const { error } = await call;
  if (error) throw error;
}

/** Grant/revoke admin, ban/unban: each recorded in the audit log by the database. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId, reason }: { action: UserAction; userId: string; reason?: string }) => runUserAction(action, userId, reason),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
  });
}

export function useAddDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WhitelistInput) => {
      const { data, error } = await supabase
        .from("whitelisted_domains")
        .insert({ domain_name: input.domain_name, description: input.description?.trim() || null })
        .select()
        .single();
      if (error) throw error;
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.whitelist() }),
  });
}

export function useDeleteDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.from("whitelisted_domains").delete().eq("id", id);
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.whitelist() }),
  });
}

export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: "open" | "resolved" }) => {
      const { error } = await supabase.from("reports").update({ status }).eq("id", id);
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
}

export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, featured }: { postId: string; featured: boolean }) => {
      const { error } = await supabase.rpc("set_post_featured_status", { p_post_id: postId, p_is_featured: featured });
      if (error) throw error;
      return featured;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FEATURED_POSTS_KEY }),
        queryClient.invalidateQueries({ queryKey: adminKeys.posts() }),
      ]),
  });
}
