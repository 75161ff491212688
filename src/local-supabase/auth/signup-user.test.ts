import { describe, expect, it } from "vitest";
import { uuidv7 } from "./signup-user.ts";

describe("uuidv7", () => {
  it("makes RFC 9562 version 7 ids that carry their time and sort by it", () => {
    const id = uuidv7(Date.UTC(2026, 10, 22));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22));
    expect(uuidv7(1_000) < uuidv7(2_000)).toBe(true);
    expect(uuidv7()).not.toBe(uuidv7());
  });
});
