import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layout rules of eslint.config.js (renderer/layout, layout/no-test-support), run through the project's real lint
// configuration.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: ROOT });
// A watchdog, not a performance assertion: the first lint loads the whole configuration, slow on a loaded machine.
const WATCHDOG = { timeout: 60_000 };

/** The messages of `rule` for `code` as if it were the file at `file` (relative to the repository). */
async function ruleMessages(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The renderer/layout messages for `code` as if it were the file at `file` (relative to src/renderer/src). */
const layoutMessages = (file: string, code: string) => ruleMessages("renderer/layout", path.join("src/renderer/src", file), code);

describe("renderer layout lint", WATCHDOG, () => {
  it("keeps the Supabase client inside data/ (type-only imports of its type allowed)", async () => {
    const use = 'import { supabase } from "../../lib/supabase.ts";\nexport const client = supabase;\n';
    expect(await layoutMessages("features/feed/x.ts", use)).toEqual(["Only src/renderer/src/data/ uses the Supabase client: add a query or mutation there."]);
    expect(await layoutMessages("features/admin/users/x.ts", use.replace("../../", "../../../"))).toHaveLength(1);
    expect(await layoutMessages("app/x.ts", use.replace("../../", "../"))).toHaveLength(1);
    expect(await layoutMessages("data/posts/x.ts", use)).toEqual([]);
    expect(await layoutMessages("lib/x.ts", 'import type { AppSupabaseClient } from "./supabase.ts";\nexport type C = AppSupabaseClient;\n')).toEqual([]);
  });

  it("sees the client through the @renderer/ alias too", async () => {
    const use = 'import { supabase } from "@renderer/lib/supabase.ts";\nexport const client = supabase;\n';
    expect(await layoutMessages("features/feed/x.ts", use)).toEqual(["Only src/renderer/src/data/ uses the Supabase client: add a query or mutation there."]);
    expect(await layoutMessages("components/x.ts", 'export const load = () => import("@renderer/lib/supabase.ts");\n')).toHaveLength(1);
    expect(await layoutMessages("data/offers/x.ts", use)).toEqual([]);
  });

  it("lets a feature reach another feature only through its index.ts", async () => {
    expect(await layoutMessages("features/post/x.ts", 'export { FeedList } from "../feed/components/FeedList.tsx";\n')).toEqual([
      "Import another feature only through its index.ts (features/feed/index.ts).",
    ]);
    expect(await layoutMessages("features/post/components/x.ts", 'import { FeedList } from "../../feed/components/FeedList.tsx";\nexport const a = FeedList;\n')).toHaveLength(1);
    expect(await layoutMessages("features/post/x.ts", 'export { FeedList } from "../feed/index.ts";\n')).toEqual([]);
    expect(await layoutMessages("features/admin/users/x.ts", 'export { longDate } from "../whitelist/x.ts";\n')).toEqual([]); // its own feature
  });

  it("lets a feature reach another feature only through its index.ts through the @renderer/ alias too", async () => {
    expect(await layoutMessages("features/post/x.ts", 'export { FeedList } from "@renderer/features/feed/components/FeedList.tsx";\n')).toEqual([
      "Import another feature only through its index.ts (features/feed/index.ts).",
    ]);
    expect(await layoutMessages("features/post/x.ts", 'export { FeedList } from "@renderer/features/feed/index.ts";\n')).toEqual([]);
    expect(await layoutMessages("features/post/x.ts", 'export { PostCard } from "@renderer/features/post/components/PostCard.tsx";\n')).toEqual([]); // its own feature
  });

  it("keeps data/ free of screens", async () => {
    expect(await layoutMessages("data/posts/x.ts", 'export { FeedList } from "../../features/feed/index.ts";\n')).toEqual(["The data layer does not depend on screens (features/)."]);
    expect(await layoutMessages("data/posts/x.ts", 'export { AppShell } from "@renderer/app/AppShell.tsx";\n')).toEqual(["The data layer does not depend on screens (app/)."]);
  });
});

describe("test support lint", WATCHDOG, () => {
  const message = "Product code does not import test support (test-support/): only tests do.";
  const messages = (file: string, code: string) => ruleMessages("layout/no-test-support", file, code);

  it("keeps test-support/ out of product code anywhere in src/, by alias or by path", async () => {
    const harness = 'export { startTestStack } from "@test-support/stack/stack.ts";\n';
    expect(await messages("src/local-supabase/server-extra.ts", harness)).toEqual([message]);
    expect(await messages("src/main/services/x.ts", 'import { FIXTURES } from "../../../test-support/link-fixtures/index.ts";\nexport const f = FIXTURES;\n')).toEqual([message]);
    expect(await messages("src/shared/x.ts", 'export const load = () => import("@test-support/link-fixtures/index.ts");\n')).toEqual([message]);
    expect(await messages("src/renderer/src/features/feed/x.tsx", harness)).toEqual([message]);
  });

  it("lets tests, test support and the tools outside src/ use it", async () => {
    const harness = 'export { startTestStack } from "@test-support/stack/stack.ts";\n';
    expect(await messages("src/local-supabase/rest.int.test.ts", harness)).toEqual([]);
    expect(await messages("src/shared/link-intelligence/x.test.ts", harness)).toEqual([]);
    expect(await messages("test-support/stack/x.ts", harness)).toEqual([]);
    expect(await messages("bench/x.ts", harness)).toEqual([]);
  });
});
