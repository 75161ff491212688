import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticSite } from "./static.ts";
import { withPostHead } from "./post-head.ts";
import { postIdOfPath } from "@shared/seo/post-social.ts";

describe("static web site", () => {
  let root: string;
  let site: ReturnType<typeof createStaticSite>;
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  const get = (pathname: string, headers: Record<string, string> = {}) => site(new Request(`http://site.test${pathname}`, { headers }));

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "static-site-"));
    fs.mkdirSync(path.join(root, "assets"));
    fs.mkdirSync(path.join(root, "residential"));
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><html><head><title>home</title></head><div id=root>home page</div></html>");
    fs.writeFileSync(path.join(root, "residential", "index.html"), "<!doctype html><html><head><title>residential</title></head><div id=root>residential page</div></html>");
    fs.writeFileSync(path.join(root, "app.html"), "<!doctype html><html><head><title>app</title></head><div id=root>app shell</div></html>");
    fs.mkdirSync(path.join(root, "fr"));
    fs.writeFileSync(path.join(root, "fr", "index.html"), '<!doctype html><html lang="fr"><head><link rel="alternate" hrefLang="en-CA" href="/"/><link rel="alternate" hrefLang="fr-CA" href="/fr"/></head><div id=root>page fr</div></html>');
    fs.writeFileSync(path.join(root, "assets", "app-abc123.js"), script);
    site = createStaticSite(root, { anonKey: "sb_publishable_test" });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("serves prerendered pages for their own path and the app shell for every other route", async () => {
    const expected: Record<string, string> = { "/": "home page", "/residential": "residential page", "/residential/": "residential page", "/post/1": "app shell", "/signin": "app shell", "/no/such/page": "app shell" };
    for (const [route, text] of Object.entries(expected)) {
      const response = await get(route);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toContain('<meta name="supabase-anon-key" content="sb_publishable_test">');
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("serves the French pages under /fr, their hreflang alternates made absolute with the site's origin", async () => {
    const html = await (await get("/fr")).text();
    expect(html).toContain("page fr");
    expect(html).toContain('<link rel="alternate" hrefLang="en-CA" href="http://site.test/"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="fr-CA" href="http://site.test/fr"/>');
  });

  it("falls back to index.html when the build has no app shell", async () => {
    fs.renameSync(path.join(root, "app.html"), path.join(root, "app.html.off"));
    try {
      expect(await (await get("/signin")).text()).toContain("home page");
    } finally {
      fs.renameSync(path.join(root, "app.html.off"), path.join(root, "app.html"));
    }
  });

  it("compresses text with brotli or gzip as the client accepts, and never images", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("accept-encoding");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(script);

    const gzip = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);

    fs.writeFileSync(path.join(root, "assets", "photo-abc.png"), Buffer.alloc(5000, 1));
    const image = await get("/assets/photo-abc.png", { "accept-encoding": "br" });
    expect(image.headers.get("content-encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(5000);
  });

  it("compresses a file again when it changes (a rebuilt app)", async () => {
    const file = path.join(root, "assets", "later-abc.js");
    fs.writeFileSync(file, script);
    await get("/assets/later-abc.js", { "accept-encoding": "br" });
    const changed = script.replace("console.log", "console.info ");
    fs.writeFileSync(file, changed);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const response = await get("/assets/later-abc.js", { "accept-encoding": "br" });
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(changed);
  });

  it("answers HEAD with the headers and no body, and refuses other methods", async () => {
    const head = await site(new Request("http://site.test/assets/app-abc123.js", { method: "HEAD", headers: { "accept-encoding": "br" } }));
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(await head.text()).toBe("");
    expect((await site(new Request("http://site.test/", { method: "POST" }))).status).toBe(405);
  });

  it("keeps requests inside the web folder", async () => {
    fs.writeFileSync(path.join(path.dirname(root), "secret-static-test.txt"), "secret");
    for (const probe of ["/../secret-static-test.txt", "/%2e%2e/secret-static-test.txt", "/..%2fsecret-static-test.txt"]) {
      expect(await (await get(probe)).text()).not.toContain("secret");
    }
    fs.rmSync(path.join(path.dirname(root), "secret-static-test.txt"));
    expect((await get("/assets/missing.js")).status).toBe(404);
  });

  it("writes a public post's title, description and link-preview tags into its page, escaped, compressed per post", async () => {
    const id = "0b5d7e0e-4c1e-4a57-9d43-6a2f1b0c9e11";
    const hostile = `"><script>alert(1)</script>`;
    const posts: Record<string, { title: string; price: number }> = { [id]: { title: hostile, price: 612000 } };
    const described = createStaticSite(root, {
      anonKey: "sb_publishable_test",
      postHead: async (pathname) => {
        const postId = postIdOfPath(pathname);
        const post = postId ? posts[postId] : undefined;
        return post && postId ? { post: { id: postId, title: post.title, description: "Canal views", og_image_url: "/photo.jpg", manual_price: post.price }, locale: pathname.startsWith("/fr/") ? "fr" : "en" } : null;
      },
    });
    const html = await (await described(new Request(`http://site.test/post/${id}`))).text();
    expect(html).toContain("app shell");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Real Estate Marketplace</title>");
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · $612,000">');
    expect(html).toContain('<meta property="og:image" content="http://site.test/photo.jpg">');
    expect(html).toContain(`<meta property="og:url" content="http://site.test/post/${id}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const fr = await (await described(new Request(`http://site.test/fr/post/${id}`))).text();
    expect(fr).toContain(`<meta property="og:url" content="http://site.test/fr/post/${id}">`);
    expect(fr).toContain("| Marché immobilier</title>");
    // Another post's page is compressed anew, not served from the first one's.
    const long = (word: string) => `${word} ${"title ".repeat(300)}`.trim(); // over the size worth compressing
    posts[id] = { title: long("First"), price: 1 };
    const first = await described(new Request(`http://site.test/post/${id}`, { headers: { "accept-encoding": "br" } }));
    expect(first.headers.get("content-encoding")).toBe("br");
    posts[id] = { title: long("Second"), price: 1 };
    const br = await described(new Request(`http://site.test/post/${id}`, { headers: { "accept-encoding": "br" } }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain(`<title>${long("Second")} | Real Estate Marketplace</title>`);
    // Not a post (or not a public one): the page as it is.
    const other = await (await described(new Request("http://site.test/post/0b5d7e0e-4c1e-4a57-9d43-6a2f1b0c9e12"))).text();
    expect(other).not.toContain("og:title");
    expect(other).toContain("<title>app</title>");
  });

  it("makes a rendered post page's tags from the post its render showed, without reading the post again", async () => {
    const id = "0b5d7e0e-4c1e-4a57-9d43-6a2f1b0c9e11";
    const read: string[] = [];
    const rendered = (post: { id: string; title: string; description: string } | null | undefined) =>
      createStaticSite(root, {
        anonKey: "sb_publishable_test",
        postHead: async (pathname) => {
          read.push(pathname);
          return { post: { id, title: "read again", description: "x" }, locale: "en" };
        },
        renderPage: async () => ({ html: "<!doctype html><html><head><title>Rendered | Real Estate Marketplace</title></head><div id=root>rendered</div></html>", ...(post === undefined ? {} : { post }) }),
      });
    const html = await (await rendered({ id, title: "Loft on the canal", description: "Canal views" })(new Request(`http://site.test/fr/post/${id}`))).text();
    expect(html).toContain('<meta property="og:title" content="Loft on the canal">');
    expect(html).toContain(`<meta property="og:url" content="http://site.test/fr/post/${id}">`);
    expect(html).toContain("<title>Rendered | Real Estate Marketplace</title>");
    // A post the render found not public: no tags, and no second read.
    const hidden = await (await rendered(null)(new Request(`http://site.test/post/${id}`))).text();
    expect(hidden).not.toContain("og:title");
    expect(read).toEqual([]);
    // A HEAD is not rendered: the post is read for its tags.
    await rendered(null)(new Request(`http://site.test/post/${id}`, { method: "HEAD" }));
    expect(read).toEqual([`/post/${id}`]);
  });

  it("withPostHead adds a description to a page that has none", () => {
    const html = withPostHead("<html><head><title>x</title></head></html>", { id: "p", title: "T", description: "D" }, { origin: "https://o.test", locale: "en" });
    expect(html).toContain('<title>T | Real Estate Marketplace</title><meta name="description" content="D"><meta property="og:type"');
  });
});
