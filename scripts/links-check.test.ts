import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureSites } from "@test-support/link-check/fixture-sites.ts";
import type { FixtureSites } from "@test-support/link-check/fixture-sites.ts";
import { linksCheck } from "./links-check.ts";

let fixtures: FixtureSites;
let dir = "";
beforeAll(async () => {
  fixtures = await startFixtureSites(1);
  dir = await mkdtemp(path.join(os.tmpdir(), "links-check-"));
});
afterAll(async () => {
  await fixtures.close();
  await rm(dir, { recursive: true, force: true });
});

async function run(file: string, args: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await linksCheck([file, "--whitelist", "127.0.0.1", ...args], { out: (l) => out.push(l), err: (l) => err.push(l), env: { LINK_FETCH_ALLOW_PRIVATE: "127.0.0.1" } });
  return { code, out: out.map((l) => JSON.parse(l) as Record<string, unknown>), err };
}

describe("npm run links:check", () => {
  it("reads a CSV with a url column, prints a JSON line per URL and a summary, exit 0 when nothing failed", async () => {
    const origin = fixtures.sites[0]?.origin;
    const file = path.join(dir, "posts.csv");
    await writeFile(file, `id,url,title,price\n1,${origin}/listing/1,Listing 1,"$500,001"\n2,"${origin}/listing/2",,\n3,${origin}/noimage/3,,\n`);
    const csv = path.join(dir, "out.csv");
    const { code, out } = await run(file, ["--csv", csv]);
    expect(code).toBe(0);
    expect(out).toHaveLength(4);
    expect(out.slice(0, 3).map((r) => r.url).sort()).toEqual([`${origin}/listing/1`, `${origin}/listing/2`, `${origin}/noimage/3`]);
    expect(out[3]).toMatchObject({ summary: { total: 3, ok: 2, warnings: 1, failed: 0 } });
    expect(out.find((r) => r.url === `${origin}/listing/1`)).toMatchObject({ titleChanged: false, priceChanged: false });
    expect(out.find((r) => r.url === `${origin}/listing/2`)).toMatchObject({ titleChanged: null, priceChanged: null });
    expect((await readFile(csv, "utf8")).split("\r\n")[0]).toMatch(/^url,outcome,status,finalUrl,whitelisted/);
  });

  it("exits 1 when a check failed (plain list, one URL per line)", async () => {
    const origin = fixtures.sites[0]?.origin;
    const file = path.join(dir, "list.txt");
    await writeFile(file, `# posts\n${origin}/listing/1\n\n${origin}/missing/2\n`);
    const { code, out } = await run(file);
    expect(code).toBe(1);
    expect(out.at(-1)).toMatchObject({ summary: { total: 2, failed: 1 } });
  });
});
