import { describe, expect, it } from "vitest";
import { embedDepth, refuseDeepEmbedding } from "./embed-depth.ts";

describe("embedding depth of a select", () => {
  it.each([
    ["id,title", 0],
    ["id, author:public_profiles(username, avatar_url)", 1],
    ["id, created_at, post_id, posts(id, title, og_image_url)", 1],
    ["id,public_profiles!inner(username),offers(id,posts(id))", 2],
    ["id,a(b(c(d(id))))", 4],
    ["...public_profiles(username,posts(id))", 2],
    ["count()", 0],
    ["id,posts(count())", 1],
    ["total:price.sum(),author(id)", 1],
    ['"weird(name"(id)', 1],
    ["a(b(c", 2],
    ["a)))(b", 1],
  ])("%s nests %i levels", (select, depth) => {
    expect(embedDepth(select)).toBe(depth);
  });

  it("lets the product's selects through and refuses deeper ones with PostgREST's PGRST100", async () => {
    const url = (select: string) => new URL(`http://x/rest/v1/posts?select=${encodeURIComponent(select)}`);
    expect(refuseDeepEmbedding(url("id, author:public_profiles(username)"), 4)).toBeUndefined();
    expect(refuseDeepEmbedding(url("id,a(b(c(d(id))))"), 4)).toBeUndefined();
    let deep = "id";
    for (let i = 0; i < 20; i++) deep = `public_profiles(${deep})`;
    const refused = refuseDeepEmbedding(url(`id,${deep}`), 4);
    expect(refused?.status).toBe(400);
    expect(await refused?.json()).toMatchObject({ code: "PGRST100", message: "Resource embedding is nested too deeply" });
  });

  it("measures every select parameter of the request", () => {
    expect(refuseDeepEmbedding(new URL("http://x/rest/v1/posts?select=id&select=a(b(c(id)))"), 2)?.status).toBe(400);
  });
});
