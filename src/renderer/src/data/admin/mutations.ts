import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";
import { adminKeys } from "./keys.ts";

export type UserAction = "grant_admin" | "revoke_admin" | "ban_user" | "unban_user";

/** Grant/revoke admin, ban/unban: each recorded in the audit log by the database. */
export const runUserAction = defineMutation({
  run: async ({ action, userId, reason }: { action: UserAction; userId: string; reason?: string }) => {
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
  },
  invalidates: [adminKeys.all],
  refreshOn: "settled",
});
