import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";
import { castOf, isDenied, makePost, type Cast } from "./admin-fixtures.ts";

// Role matrix for the admin user tables and functions (visitor / member / admin; allow and deny):
// admin_audit_log, user_bans, is_banned, admin_grant_admin, admin_revoke_admin, admin_ban_user, admin_unban_user,
// admin_list_users, admin_list_audit_log, and the ban enforcement policies on posts, saved_listings, offers, reports.
describe.each(await testBackends())("admin user management on %s", (backend) => {
  let stack: TestStack;
  let cast: Cast;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    cast = await castOf(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe("admin_grant_admin / admin_revoke_admin", () => {
    it("visitor: denied", async () => {
      const { error } = await cast.visitor.rpc("admin_grant_admin", { p_user_id: cast.member.user.id });
      expect(isDenied(error)).toBe(true);
      const revoke = await cast.visitor.rpc("admin_revoke_admin", { p_user_id: cast.admin.user.id });
      expect(isDenied(revoke.error)).toBe(true);
    });
    it("member: denied, and cannot make themselves admin", async () => {
      const { error } = await cast.member.client.rpc("admin_grant_admin", { p_user_id: cast.member.user.id });
      expect(isDenied(error)).toBe(true);
      const revoke = await cast.member.client.rpc("admin_revoke_admin", { p_user_id: cast.admin.user.id });
      expect(isDenied(revoke.error)).toBe(true);
      const { data } = await cast.member.client.rpc("has_role", { _user_id: cast.member.user.id, _role: "admin" });
      expect(data).toBe(false);
    });
    it("admin: grants and revokes, each recorded in the audit log", async () => {
      const grant = await cast.admin.client.rpc("admin_grant_admin", { p_user_id: cast.other.user.id });
      expect(grant.error).toBeNull();
      expect((await cast.other.client.rpc("has_role", { _user_id: cast.other.user.id, _role: "admin" })).data).toBe(true);
      const revoke = await cast.admin.client.rpc("admin_revoke_admin", { p_user_id: cast.other.user.id });
      expect(revoke.error).toBeNull();
      expect((await cast.other.client.rpc("has_role", { _user_id: cast.other.user.id, _role: "admin" })).data).toBe(false);
      const log = await cast.admin.client.from("admin_audit_log").select("action, actor_id, target_user_id").eq("target_user_id", cast.other.user.id).order("id");
      expect(log.error).toBeNull();
      expect(log.data?.map((row) => row.action)).toEqual(["grant_admin", "revoke_admin"]);
      expect(log.data?.every((row) => row.actor_id === cast.admin.user.id)).toBe(true);
    });
    it("admin: cannot revoke their own admin role", async () => {
      const { error } = await cast.admin.client.rpc("admin_revoke_admin", { p_user_id: cast.admin.user.id });
      expect(error?.message).toMatch(/cannot revoke your own/);
    });
  });

  describe("admin_audit_log table", () => {
    it("visitor: cannot read", async () => {
      const { data, error } = await cast.visitor.from("admin_audit_log").select("id");
      expect(error !== null || data?.length === 0).toBe(true);
    });
    it("member: reads nothing and cannot write", async () => {
      const { data } = await cast.member.client.from("admin_audit_log").select("id");
      expect(data).toEqual([]);
      const insert = await cast.member.client.from("admin_audit_log").insert({ action: "ban_user", actor_id: cast.member.user.id });
      expect(isDenied(insert.error)).toBe(true);
    });
    it("admin: reads but cannot write, edit or delete", async () => {
      const { data } = await cast.admin.client.from("admin_audit_log").select("id");
      expect(data?.length).toBeGreaterThan(0);
      const insert = await cast.admin.client.from("admin_audit_log").insert({ action: "ban_user", actor_id: cast.admin.user.id });
      expect(isDenied(insert.error)).toBe(true);
      await cast.admin.client.from("admin_audit_log").delete().gt("id", 0);
      const after = await cast.admin.client.from("admin_audit_log").select("id");
      expect(after.data?.length).toBe(data?.length);
    });
  });

  describe("bans", () => {
    it("visitor and member: cannot ban or unban", async () => {
      for (const client of [cast.visitor, cast.member.client]) {
        expect(isDenied((await client.rpc("admin_ban_user", { p_user_id: cast.other.user.id })).error)).toBe(true);
        expect(isDenied((await client.rpc("admin_unban_user", { p_user_id: cast.other.user.id })).error)).toBe(true);
      }
      const [row] = await stack.sql<{ n: number }>("select count(*)::int as n from public.user_bans");
      expect(row?.n).toBe(0);
    });
    it("admin: cannot ban themselves or another admin", async () => {
      expect((await cast.admin.client.rpc("admin_ban_user", { p_user_id: cast.admin.user.id })).error?.message).toMatch(/cannot ban yourself/);
      const second = await stack.signUpConfirmed();
      await stack.makeAdmin(second.user.id);
      expect((await cast.admin.client.rpc("admin_ban_user", { p_user_id: second.user.id })).error?.message).toMatch(/Revoke the admin role/);
    });
    it("admin: a banned member cannot post, save, offer, report or sign in; unbanning restores them", async () => {
      const target = await stack.signUpConfirmed();
      const postId = await makePost(cast.other);
      const ban = await cast.admin.client.rpc("admin_ban_user", { p_user_id: target.user.id, p_reason: "spam" });
      expect(ban.error).toBeNull();

      // The still-unexpired access token is refused at once: by the local gateway (auth/session-gate.ts), before the
      // database's ban policies, which the RLS matrix's banned-member cells cover (all hosted Supabase has).
      const banned = { code: "PGRST303", message: "User is banned" };
      expect((await target.client.from("saved_listings").insert({ user_id: target.user.id, post_id: postId })).error).toMatchObject(banned);
      expect((await target.client.from("offers").insert({ user_id: target.user.id, post_id: postId, offer_amount: 1000 })).error).toMatchObject(banned);
      expect((await target.client.from("reports").insert({ reporter_id: target.user.id, reported_post_id: postId, target_type: "post", reason: "Spam or misleading" })).error).toMatchObject(banned);
      const post = await target.client.from("posts").insert({ user_id: target.user.id, description: "x https://realtor.ca/1", url: "https://realtor.ca/1", category: "land" });
      expect(post.error).toMatchObject(banned);

      // Auth refuses sign-in.
      const signIn = await stack.client().auth.signInWithPassword({ email: target.email, password: target.password });
      expect(signIn.error?.message).toMatch(/banned/i);
      const [user] = await stack.sql<{ banned: boolean }>("select banned_until > now() as banned from auth.users where id = $1", [target.user.id]);
      expect(user?.banned).toBe(true);

      // Admins see the ban; the member cannot.
      expect((await cast.admin.client.from("user_bans").select("user_id, reason").eq("user_id", target.user.id)).data).toEqual([{ user_id: target.user.id, reason: "spam" }]);
      expect((await cast.member.client.from("user_bans").select("user_id")).data).toEqual([]);
      expect(isDenied((await cast.member.client.rpc("is_banned", { _user_id: target.user.id })).error)).toBe(true);
      expect((await cast.admin.client.rpc("is_banned", { _user_id: target.user.id })).data).toBe(true);
      expect((await target.client.rpc("is_banned", { _user_id: target.user.id })).error).toMatchObject(banned);
      expect(isDenied((await cast.visitor.rpc("is_banned", { _user_id: target.user.id })).error)).toBe(true);
      expect(isDenied((await cast.admin.client.from("user_bans").insert({ user_id: cast.member.user.id })).error)).toBe(true);

      const unban = await cast.admin.client.rpc("admin_unban_user", { p_user_id: target.user.id });
      expect(unban.error).toBeNull();
      const again = await stack.client().auth.signInWithPassword({ email: target.email, password: target.password });
      expect(again.error).toBeNull();
      expect((await target.client.from("saved_listings").insert({ user_id: target.user.id, post_id: postId })).error).toBeNull();
      const actions = await cast.admin.client.from("admin_audit_log").select("action").eq("target_user_id", target.user.id).order("id");
      expect(actions.data?.map((row) => row.action)).toEqual(["ban_user", "unban_user"]);
    });
  });

  describe("admin_list_users / admin_list_audit_log", () => {
    it("visitor and member: denied", async () => {
      for (const client of [cast.visitor, cast.member.client]) {
        expect(isDenied((await client.rpc("admin_list_users", {})).error)).toBe(true);
        expect(isDenied((await client.rpc("admin_list_audit_log", {})).error)).toBe(true);
      }
    });
    it("admin: searches, sorts and pages users with roles, ban flag and a total", async () => {
      const found = await cast.admin.client.rpc("admin_list_users", { p_search: cast.member.email });
      expect(found.error).toBeNull();
      expect(found.data).toHaveLength(1);
      expect(found.data?.[0]).toMatchObject({ id: cast.member.user.id, email: cast.member.email, roles: [], banned: false, total_count: 1 });

      const page = await cast.admin.client.rpc("admin_list_users", { p_sort: "email", p_desc: false, p_limit: 2, p_offset: 0 });
      const all = await cast.admin.client.rpc("admin_list_users", { p_sort: "email", p_desc: false, p_limit: 500 });
      const emails = (all.data ?? []).map((row) => row.email);
      expect(emails).toEqual([...emails].sort());
      expect(page.data?.map((row) => row.email)).toEqual(emails.slice(0, 2));
      expect(page.data?.[0]?.total_count).toBe(emails.length);
      expect(all.data?.find((row) => row.id === cast.admin.user.id)?.roles).toEqual(["admin"]);

      const bad = await cast.admin.client.rpc("admin_list_users", { p_sort: "password" });
      expect(bad.error).not.toBeNull();
    });
    it("admin: reads the audit log with names, newest first", async () => {
      const { data, error } = await cast.admin.client.rpc("admin_list_audit_log", { p_limit: 100 });
      expect(error).toBeNull();
      expect(data?.[0]?.action).toBe("unban_user");
      expect(data?.every((row) => row.actor_id === cast.admin.user.id)).toBe(true);
    });
  });
});
