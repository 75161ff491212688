import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { adminKeys, type PageParams, type UsersParams } from "./keys.ts";

export type AdminUserRow = {
  id: string;
  full_name: string | null;
  username: string | null;
  email: string | null;
  avatar_url: string | null;
  roles: string[];
  created_at: string;
  banned: boolean;
};
export type Paged<T> = { rows: T[]; total: number };

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
        rows: rows.map(({ total_count: _total, ...row }) => ({ ...row, roles: row.roles ?? [] })),
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

export type WhitelistRow = { id: string; domain_name: string; description: string | null; created_at: string };

/** Admin select all, ordered by domain name (spec §7). */
export function whitelistQuery() {
  return queryOptions({
    queryKey: adminKeys.whitelist(),
    queryFn: async (): Promise<WhitelistRow[]> => {
      const { data, error } = await supabase
        .from("whitelisted_domains")
        .select("id, domain_name, description, created_at")
        .order("domain_name", { ascending: true });
      if (error) throw error;
      return data;
    },
  });
}

export type AdminReportRow = {
  id: string;
  created_at: string;
  reporter_id: string;
  reported_post_id: string | null;
  reported_user_id: string | null;
  target_type: string;
  reason: string;
  status: "open" | "resolved";
  reported_post_url: string | null;
  reported_post_title: string | null;
  reported_user_username: string | null;
  reporter_username: string | null;
};

export function reportsQuery() {
  return queryOptions({
    queryKey: adminKeys.reports(),
    queryFn: async (): Promise<AdminReportRow[]> => {
      const { data, error } = await supabase.rpc("get_all_reports");
      if (error) throw error;
      return data ?? [];
    },
  });
}

export type AdminPostRow = { id: string; title: string | null; status: string; user_id: string; is_featured: boolean; created_at: string };

/** All posts newest first, one page at a time (the spec fetches all; 10,000+ rows need paging). */
export function postsPageQuery(params: PageParams) {
  return queryOptions({
    queryKey: adminKeys.postsPage(params),
    queryFn: async (): Promise<Paged<AdminPostRow>> => {
      const from = (params.page - 1) * params.pageSize;
      const { data, error, count } = await supabase
        .from("posts")
        .select("id, title, status, user_id, is_featured, created_at", { count: "exact" })
        .order("created_at", { ascending: false })
        .order("id", { ascending: true })
        .range(from, from + params.pageSize - 1);
      if (error) throw error;
      return { rows: data, total: count ?? data.length };
    },
    placeholderData: keepPreviousData,
  });
}
