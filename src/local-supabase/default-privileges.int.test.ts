// The API roles get nothing on new public objects, as on hosted Supabase projects created since 2026-10-30
// (platform.sql and the platform migration revoke the default privileges): a table the migrations forget to grant is
// unreachable through /rest/v1 here first, even with a policy that lets everyone read it. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";

const backends = await testBackends();

describe.each(backends)("default privileges on %s", (backend) => {
  let stack: TestStack;
  let member: SignedInUser;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    member = await stack.signUpConfirmed();
    // One statement per call: PGlite's extended protocol takes no multi-statement strings.
    for (const statement of [
      "create table public.probe_ungranted (id int primary key)",
      "create table public.probe_granted (id int primary key)",
      "alter table public.probe_ungranted enable row level security",
      "alter table public.probe_granted enable row level security",
      `create policy "Everyone reads the ungranted probe" on public.probe_ungranted for select to anon, authenticated using (true)`,
      `create policy "Everyone reads the granted probe" on public.probe_granted for select to anon, authenticated using (true)`,
      "insert into public.probe_ungranted values (1)",
      "insert into public.probe_granted values (1)",
      "grant select on public.probe_granted to anon, authenticated",
    ]) {
      await stack.sql(statement);
    }
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("a new public table has no privileges for anon, authenticated or service_role", async () => {
    const rows = await stack.sql<{ role: string; granted: boolean }>(
      `select r as role, has_table_privilege(r, 'public.probe_ungranted', 'select,insert,update,delete') as granted
       from unnest(array['anon', 'authenticated', 'service_role']) as r`,
    );
    expect(rows).toEqual([
      { role: "anon", granted: false },
      { role: "authenticated", granted: false },
      { role: "service_role", granted: false },
    ]);
  });

  it("is unreachable through /rest/v1 for visitors and members despite its policy; a granted one is reachable", async () => {
    for (const client of [stack.client(), member.client]) {
      const ungranted = await client.from("probe_ungranted" as "posts").select("id");
      expect(ungranted.data).toBeNull();
      expect(ungranted.error?.code).toBe("42501");
      const granted = await client.from("probe_granted" as "posts").select("id");
      expect(granted.error).toBeNull();
      expect(granted.data).toEqual([{ id: 1 }]);
    }
  });
});
