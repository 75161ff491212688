import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { createPost } from "../support/data.ts";
import { BROWSE_CATEGORY_ROUTES } from "../../src/renderer/src/features/categories/categories.ts";

// Issue 19: every route has its own document title and one meta description; a post page carries Open Graph and
// Twitter tags (title, price, image) in the HTML the server sends, for crawlers that run no script.
let web: WebHarness;
let postId: string;
let adminEmail: string;

const IMAGE = "https://images.example.test/loft.png";
// The listing's photo host, answered here: a 1×1 PNG.
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
async function openWithPhotos() {
  const opened = await web.open();
  await opened.page.route("https://images.example.test/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));
  return opened;
}

/** The route table's paths (src/renderer/src/app/routes.tsx), each made a URL to visit. */
function routeTablePaths(): string[] {
  const source = fs.readFileSync("src/renderer/src/app/routes.tsx", "utf8");
  const paths = [...source.matchAll(/\{ path: "([^"]+)"/g)].map((m) => m[1]!);
  expect(source).toContain("path: `/${category}`");
  return [...paths, ...BROWSE_CATEGORY_ROUTES.map((category) => `/${category}`)];
}

const visitable = (path: string) => path.replace(":id", postId).replace("/*", "").replace(/^\*$/, "/no/such/page");

beforeAll(async () => {
  web = await startWebHarness();
  const member = await web.stack.signUpConfirmed(undefined, undefined, `seo_poster_${Date.now().toString(36)}`);
  postId = await createPost(member.client, member.user.id, { title: "Sunny loft by the canal", city: "Ottawa", manual_price: 612000, og_image_url: IMAGE });
  const admin = await web.stack.signUpConfirmed(undefined, "seoadmin123");
  await web.stack.makeAdmin(admin.user.id);
  adminEmail = admin.email;
});

afterAll(async () => {
  await web?.stop();
});

describe("document titles and descriptions", () => {
  it("every route of the route table has a title of its own and exactly one meta description", async () => {
    const { page, errors } = await openWithPhotos();
    await new AuthPages(page).signIn(adminEmail, "seoadmin123"); // the members' and the admin's screens too
    const seen = new Map<string, string>();
    for (const route of routeTablePaths()) {
      const url = visitable(route);
      await page.goto(url);
      await page.locator(".footer__copy", { hasText: /© \d{4} / }).waitFor();
      await page.locator(".page-spinner").waitFor({ state: "detached" });
      const head = await page.evaluate(() => ({
        title: document.title,
        titles: document.querySelectorAll("title").length,
        descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute("content") ?? ""),
      }));
      expect(head.title.trim(), url).not.toBe("");
      expect(head.titles, `${url}: one <title>`).toBe(1);
      expect(head.descriptions, `${url}: one description`).toHaveLength(1);
      expect(head.descriptions[0]?.trim(), url).not.toBe("");
      seen.set(url, head.title);
    }
    // Own titles: only routes that show one screen share one (/reset-password without its link goes to
    // /forgot-password; a desktop tool on the website is the 404 page).
    const byTitle = new Map<string, string[]>();
    for (const [url, title] of seen) byTitle.set(title, [...(byTitle.get(title) ?? []), url]);
    const shared = [...byTitle.values()].filter((urls) => urls.length > 1);
    expect(shared).toEqual([["/forgot-password", "/reset-password"], ["/tools/link-checks", "/tools/settings", "/no/such/page"]]);
    expect(errors).toEqual([]);
  });
});

describe("link previews of a post", () => {
  const meta = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, "g"))].map((m) => m[1]);

  it("the server's HTML of /post/{id} and /fr/post/{id} carries the title, price and photo, before any script runs", async () => {
    const html = await (await fetch(`${web.stack.url}/post/${postId}`)).text();
    expect(html).toContain("<title>Sunny loft by the canal | Real Estate Marketplace</title>");
    expect(meta(html, "og:title")).toEqual(["Sunny loft by the canal · $612,000"]);
    expect(meta(html, "og:image")).toEqual([IMAGE]);
    expect(meta(html, "og:url")).toEqual([`${web.stack.url}/post/${postId}`]);
    expect(meta(html, "og:type")).toEqual(["article"]);
    expect(meta(html, "og:description")).toHaveLength(1);
    expect(meta(html, "twitter:card")).toEqual(["summary_large_image"]);
    expect(meta(html, "twitter:title")).toEqual(["Sunny loft by the canal · $612,000"]);
    expect(meta(html, "twitter:image")).toEqual([IMAGE]);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const fr = await (await fetch(`${web.stack.url}/fr/post/${postId}`)).text();
    expect(meta(fr, "og:url")).toEqual([`${web.stack.url}/fr/post/${postId}`]);
    expect(meta(fr, "og:title")[0]).toMatch(/^Sunny loft by the canal · 612\s000\s\$$/);
  });

  it("a hostile title is escaped; a post waiting for review gets no preview", async () => {
    const member = await web.stack.signUpConfirmed(undefined, undefined, `seo_hostile_${Date.now().toString(36)}`);
    const hostile = await createPost(member.client, member.user.id, { title: `"><script>window.pwned=1</script>`, manual_price: 1000 });
    const html = await (await fetch(`${web.stack.url}/post/${hostile}`)).text();
    expect(html).not.toContain("<script>window.pwned");
    expect(meta(html, "og:title")).toEqual(["&quot;&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; · $1,000"]);
    await web.stack.sql("update public.posts set status = 'pending' where id = $1", [hostile]);
    const pending = await (await fetch(`${web.stack.url}/post/${hostile}`)).text();
    expect(meta(pending, "og:title")).toEqual([]);
    expect(pending).not.toContain("pwned");
  });

  it("in the browser the post page has each tag once (the server's make way for the page's own)", async () => {
    const { page, errors } = await openWithPhotos();
    await page.goto(`/post/${postId}`);
    await page.getByRole("heading", { name: "Sunny loft by the canal", level: 1 }).waitFor();
    const head = await page.evaluate(() => ({
      title: document.title,
      og: [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => `${m.getAttribute("property") ?? m.getAttribute("name")}=${m.getAttribute("content")}`),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
    }));
    expect(head.title).toBe("Sunny loft by the canal | Real Estate Marketplace");
    expect(head.descriptions).toBe(1);
    expect(head.og).toContain("og:title=Sunny loft by the canal · $612,000");
    expect(head.og).toContain(`og:image=${IMAGE}`);
    expect(head.og).toContain("twitter:card=summary_large_image");
    expect(new Set(head.og.map((tag) => tag.split("=")[0])).size).toBe(head.og.length);
    expect(errors).toEqual([]);
  });
});
