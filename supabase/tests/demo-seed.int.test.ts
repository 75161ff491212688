// The demo content `npm start` loads into an empty database (src/local-supabase/demo/ through startTestStack({ seedDemo })).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";
import { DEMO_PASSWORD, seedDemo } from "../../src/local-supabase/demo/seed.ts";

const backends = await testBackends();

describe.each(backends)("demo content on %s", (backend) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ backend, seedDemo: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("adds clearly marked members, three dozen approved posts across categories and provinces, some featured", async () => {
    const [row] = await stack.sql<Record<string, number>>(
      `select (select count(*)::int from public.profiles where username like 'demo-%') as members,
              (select count(*)::int from auth.users where email like '%@demo.maple.test') as accounts,
              (select count(*)::int from public.posts where description like '%(demo listing)%' and status = 'approved') as posts,
              (select count(distinct category)::int from public.posts) as categories,
              (select count(distinct province)::int from public.posts) as provinces,
              (select count(*)::int from public.posts where is_featured) as featured,
              (select count(*)::int from public.posts where og_image_url like 'data:image/svg+xml%') as images`,
    );
    expect(row).toMatchObject({ members: 8, accounts: 8, posts: 36, categories: 5, featured: 6, images: 36 });
    expect(row?.["provinces"]).toBeGreaterThanOrEqual(8);
  });

  it("shows up for a visitor: featured cards, community members, search results", async () => {
    const visitor = stack.client();
    expect((await visitor.rpc("get_featured_posts")).data).toHaveLength(4);
    expect((await visitor.rpc("get_public_users")).data?.some((u) => u.full_name === "Amélie Tremblay")).toBe(true);
    expect((await visitor.rpc("search_posts", { search_term: "Montreal" })).data?.length).toBeGreaterThan(0);
  });

  it("lets a demo member sign in with the demo password", async () => {
    const { error } = await stack.client().auth.signInWithPassword({ email: "demo-jordan@demo.maple.test", password: DEMO_PASSWORD });
    expect(error).toBeNull();
  });

  it("runs once: a second call changes nothing", async () => {
    const result = await seedDemo({ query: (text, params) => stack.sql(text, params) });
    expect(result.skipped).toBe(true);
    const [row] = await stack.sql<{ n: number }>("select count(*)::int as n from public.posts");
    expect(row?.n).toBe(36);
  });
});
