import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The renderer/layout rule of eslint.config.js, run through the project's real lint configuration.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: ROOT });

/** The renderer/layout messages for `code` as if it were the file at `file` (relative to src/renderer/src). */
async function layoutMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, "src/renderer/src", file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "renderer/layout").map((m) => m.message);
}

describe("renderer layout lint", () => {
  it("keeps the Supabase client inside data/ (type-only imports of its type allowed)", async () => {
    const use = 'import { supabase } from "../../lib/supabase.ts";\nexport const client = supabase;\n';
    expect(await layoutMessages("features/feed/x.ts", use)).toEqual(["Only src/renderer/src/data/ uses the Supabase client: add a query or mutation there."]);
    expect(await layoutMessages("features/admin/users/x.ts", use.replace("../../", "../../../"))).toHaveLength(1);
    expect(await layoutMessages("app/x.ts", use.replace("../../", "../"))).toHaveLength(1);
    expect(await layoutMessages("data/posts/x.ts", use)).toEqual([]);
    expect(await layoutMessages("lib/x.ts", 'import type { AppSupabaseClient } from "./supabase.ts";\nexport type C = AppSupabaseClient;\n')).toEqual([]);
  });

  it("lets a feature reach another feature only through its index.ts", async () => {
    expect(await layoutMessages("features/post/x.ts", 'export { FeedList } from "../feed/components/FeedList.tsx";\n')).toEqual([
      "Import another feature only through its index.ts (features/feed/index.ts).",
    ]);
    expect(await layoutMessages("features/post/components/x.ts", 'import { FeedList } from "../../feed/components/FeedList.tsx";\nexport const a = FeedList;\n')).toHaveLength(1);
    expect(await layoutMessages("features/post/x.ts", 'export { FeedList } from "../feed/index.ts";\n')).toEqual([]);
    expect(await layoutMessages("features/admin/users/x.ts", 'export { longDate } from "../whitelist/x.ts";\n')).toEqual([]); // its own feature
  });

  it("keeps data/ free of screens", async () => {
    expect(await layoutMessages("data/posts/x.ts", 'export { FeedList } from "../../features/feed/index.ts";\n')).toEqual(["The data layer does not depend on screens (features/)."]);
  });
});
