import { describe, expect, it } from "vitest";
import { dropRejections } from "./drop-rules.ts";

const file = (name: string, type: string) => new File(["x"], name, { type });

describe("image drop rules", () => {
  it("accepts jpeg, png, jpg and webp; names refused types", () => {
    const { accepted, errors } = dropRejections([file("a.jpg", "image/jpeg"), file("b.webp", "image/webp"), file("c.gif", "image/gif")]);
    expect(accepted.map((f) => f.name)).toEqual(["a.jpg", "b.webp"]);
    expect(errors).toEqual(["c.gif: File type must be image/jpeg, image/png, image/jpg, image/webp"]);
  });

  it("refuses more than 10 files per drop", () => {
    const files = Array.from({ length: 11 }, (_, i) => file(`${i}.png`, "image/png"));
    expect(dropRejections(files)).toEqual({ accepted: [], errors: ["Too many files"] });
    expect(dropRejections(files.slice(0, 10)).accepted).toHaveLength(10);
  });
});
