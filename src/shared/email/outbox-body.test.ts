import { describe, expect, it } from "vitest";
import { renderOutboxBody } from "./outbox-body.ts";

describe("renderOutboxBody", () => {
  it("fills in the site's origin, without a doubled slash", () => {
    expect(renderOutboxBody("See {{site_url}}/post/1 and {{site_url}}/", "https://maple.example/")).toBe("See https://maple.example/post/1 and https://maple.example/");
  });
});
