import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDirOf, SERVER_MANIFEST, SERVER_TEMPLATE } from "@shared/seo/page-template.ts";
import { pageRenderer } from "./page-render.ts";

// The build's page renderer is a module the build writes beside the site; these tests write small ones of their own
// (the real one is exercised end to end in e2e/public/prerender.e2e.test.ts).
const TEMPLATE = '<!doctype html><html lang="en"><head><title>template</title><meta name="description" content="x"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** A renderer that reads one Data API path and one other path through the server's fetch, and renders what came. */
const READING_RENDERER = `
export async function renderRequest(href, api) {
  const url = new URL(href);
  if (url.pathname !== "/residential") return null;
  const rest = await api.fetch(url.origin + "/rest/v1/posts?select=title", { headers: { apikey: api.anonKey } });
  const other = await api.fetch(url.origin + "/auth/v1/user");
  const rows = await rest.json();
  return {
    html: "<title>Residential</title><main>" + rows.length + " listing</main>",
    state: JSON.stringify({ rows, other: other.status }),
    path: url.pathname,
    locale: "en",
  };
}`;

describe("pages rendered with their data at request time (issue 19)", () => {
  let webDir: string;
  const asked: string[] = [];
  const api = async (request: Request) => {
    asked.push(`${new URL(request.url).pathname} ${request.headers.get("apikey")}`);
    return Response.json([{ title: "Maison </script><script>alert(1)</script>" }]);
  };
  const writeRenderer = (name: string, source: string) => {
    const dir = serverDirOf(webDir);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
    fs.writeFileSync(path.join(dir, SERVER_TEMPLATE), TEMPLATE);
    fs.writeFileSync(path.join(dir, SERVER_MANIFEST), JSON.stringify({ bundle: name, template: SERVER_TEMPLATE }));
  };
  const get = async (render: ReturnType<typeof pageRenderer>, pathname: string) => (await render(new Request(`http://site.test${pathname}`)))?.html ?? null;

  beforeAll(() => {
    webDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "page-render-")), "web");
    fs.mkdirSync(webDir);
  });
  afterAll(() => fs.rmSync(path.dirname(webDir), { recursive: true, force: true }));

  it("renders nothing when the build left no renderer", async () => {
    expect(await get(pageRenderer(webDir, { anonKey: "k", api }), "/residential")).toBeNull();
  });

  it("fills the template with the page and its data, the data escaped so no value ends its script", async () => {
    writeRenderer("prerender-a.mjs", READING_RENDERER);
    const html = await get(pageRenderer(webDir, { anonKey: "anon-key", api }), "/residential");
    expect(html).not.toBeNull();
    expect(html).toContain("<title>Residential</title>");
    expect(html).toContain('<div id="root" data-prerendered="/residential"><main>1 listing</main></div>');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script><\/body>/s.exec(html ?? "")?.[1] ?? "";
    expect(data).not.toContain("<");
    expect(JSON.parse(data)).toEqual({ rows: [{ title: "Maison </script><script>alert(1)</script>" }], other: 404 });
  });

  it("lets the renderer read the Data API only, with the anon key", async () => {
    asked.length = 0;
    writeRenderer("prerender-b.mjs", READING_RENDERER);
    await get(pageRenderer(webDir, { anonKey: "anon-key", api }), "/residential");
    expect(asked).toEqual(["/rest/v1/posts anon-key"]);
  });

  it("sends the page as built when the renderer renders nothing for it or fails", async () => {
    writeRenderer("prerender-c.mjs", READING_RENDERER);
    const render = pageRenderer(webDir, { anonKey: "k", api });
    expect(await get(render, "/signin")).toBeNull();
    writeRenderer("prerender-d.mjs", 'export async function renderRequest() { throw new Error("broken"); }');
    expect(await get(render, "/residential")).toBeNull();
    writeRenderer("prerender-e.mjs", 'throw new Error("a module that fails to load");');
    expect(await get(render, "/residential")).toBeNull();
  });

  it("gives a post's page the post its render showed, and no post for other pages", async () => {
    const render = pageRenderer(webDir, { anonKey: "k", api });
    writeRenderer(
      "prerender-p.mjs",
      'export async function renderRequest(href) { const path = new URL(href).pathname; return { html: "<p>page</p>", state: "{}", path, locale: "en", ...(path.startsWith("/post/") ? { post: path.endsWith("1") ? { id: "1", title: "Loft", description: "D" } : null } : {}) }; }',
    );
    expect((await render(new Request("http://site.test/post/1")))?.post).toEqual({ id: "1", title: "Loft", description: "D" });
    expect((await render(new Request("http://site.test/post/2")))?.post).toBeNull();
    expect(await render(new Request("http://site.test/land"))).toEqual({ html: expect.stringContaining("<p>page</p>") });
  });

  it("loads a new build's renderer when the build replaces it", async () => {
    const render = pageRenderer(webDir, { anonKey: "k", api });
    writeRenderer("prerender-f.mjs", 'export async function renderRequest(href) { return { html: "<p>first</p>", state: "{}", path: new URL(href).pathname, locale: "en" }; }');
    expect(await get(render, "/land")).toContain("<p>first</p>");
    writeRenderer("prerender-g.mjs", 'export async function renderRequest(href) { return { html: "<p>second</p>", state: "{}", path: new URL(href).pathname, locale: "fr" }; }');
    const html = await get(render, "/fr/land");
    expect(html).toContain("<p>second</p>");
    expect(html).toContain('<html lang="fr"');
  });
});
