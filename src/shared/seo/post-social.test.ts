import { describe, expect, it } from "vitest";
import { escapeHtml, headTagsHtml, postSocialTags, postSocialTitle } from "./post-social.ts";

const post = { id: "p1", title: "Sunny loft", description: "A loft by the canal https://x.test", og_image_url: "https://img.test/a.jpg", manual_price: 612000 };
const content = (tags: ReturnType<typeof postSocialTags>, key: string) => tags.find((t) => t.key === key)?.content;

describe("post link previews", () => {
  it("names the title with the price, the photo, the page's address and a large card", () => {
    const tags = postSocialTags(post, { origin: "https://maple.test", locale: "en" });
    expect(content(tags, "og:title")).toBe("Sunny loft · $612,000");
    expect(content(tags, "og:image")).toBe("https://img.test/a.jpg");
    expect(content(tags, "og:url")).toBe("https://maple.test/post/p1");
    expect(content(tags, "og:type")).toBe("article");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:title")).toBe("Sunny loft · $612,000");
    expect(content(tags, "twitter:image")).toBe("https://img.test/a.jpg");
    expect(tags.filter((t) => t.key === "og:title")).toHaveLength(1);
  });

  it("in French: the French address and price; without a photo or price, a small card and the title alone", () => {
    const fr = postSocialTags(post, { origin: "https://maple.test", locale: "fr" });
    expect(content(fr, "og:url")).toBe("https://maple.test/fr/post/p1");
    expect(content(fr, "og:title")).toMatch(/^Sunny loft · 612\s000\s\$$/);
    const bare = postSocialTags({ id: "p2", title: null, description: "x", og_image_url: "javascript:alert(1)" }, { origin: "https://maple.test", locale: "en" });
    expect(content(bare, "og:title")).toBe("Untitled Property");
    expect(content(bare, "og:image")).toBeUndefined();
    expect(content(bare, "twitter:card")).toBe("summary");
    expect(postSocialTitle({ ...post, manual_price: null, listing_price: "Contact us" }, "en")).toBe("Sunny loft · Contact us");
  });

  it("escapes every value: a title cannot close the attribute or open a script", () => {
    const html = headTagsHtml(postSocialTags({ ...post, title: `"><script>alert('x')</script>&` }, { origin: "https://maple.test", locale: "en" }));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('"><script');
    expect(html.match(/</g)).toHaveLength(10); // the ten tags' own, no other
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp; · $612,000">');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
