import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { PageParams, Paged } from "../paging.ts";
import { adminKeys, type UsersParams } from "./keys.ts";

export type AdminUserRow = {
  id: string;
  full_name: string | null;
  username: string | null;
  email: string | null;
  avatar_url: string | null;
  roles: string[];
  created_at: string;
  banned: boolean;
  email_confirmed: boolean;
  post_count: number;
};

/** One page of users, searched and sorted in SQL (admin_list_users) so 10,000+ users stay responsive. */
export function usersPageQuery(params: UsersParams) {
  return queryOptions({
    queryKey: adminKeys.usersPage(params),
    queryFn: async (): Promise<Paged<AdminUserRow>> => {
      const { data, error } = await supabase.rpc("admin_list_users", {
        p_search: params.search,
        p_sort: params.sort,
        p_desc: params.desc,
        p_limit: params.pageSize,
        p_offset: (params.page - 1) * params.pageSize,
      });
      if (error) throw error;
      const rows = data ?? [];
      return {
        rows: rows.map(({ total_count: _total, ...row }) => ({ ...row, roles: row.roles ?? [], post_count: Number(row.post_count) })),
        total: Number(rows[0]?.total_count ?? 0),
      };
    },
    placeholderData: keepPreviousData,
  });
}

export type AuditLogRow = {
  id: number;
  created_at: string;
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  target_user_id: string | null;
  target_username: string | null;
  target_email: string | null;
  details: unknown;
};

export function auditLogQuery(params: PageParams) {
  return queryOptions({
    queryKey: adminKeys.auditLogPage(params),
    queryFn: async (): Promise<Paged<AuditLogRow>> => {
      const { data, error } = await supabase.rpc("admin_list_audit_log", {
        p_limit: params.pageSize,
        p_offset: (params.page - 1) * params.pageSize,
      });
      if (error) throw error;
      const rows = data ?? [];
      return { rows: rows.map(({ total_count: _total, ...row }) => row), total: Number(rows[0]?.total_count ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}
