import { describe, expect, it } from "vitest";
import { staticContentType } from "./static-content-types.ts";

describe("staticContentType", () => {
  it("types the files of a web build by extension, in any case", () => {
    expect(staticContentType("assets/index-Abc123.js")).toBe("text/javascript; charset=utf-8");
    expect(staticContentType("/srv/dist/INDEX.HTML")).toBe("text/html; charset=utf-8");
    expect(staticContentType("manifest.webmanifest")).toBe("application/manifest+json");
    expect(staticContentType("C:\\app\\fonts\\a.woff2")).toBe("font/woff2");
  });

  it("sends anything else as opaque bytes, including dotted folders and files without an extension", () => {
    expect(staticContentType("archive.tar.gz")).toBe("application/octet-stream");
    expect(staticContentType("assets.v2/LICENSE")).toBe("application/octet-stream");
    expect(staticContentType("assets/.js")).toBe("application/octet-stream");
  });
});
