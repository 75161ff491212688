import { describe, expect, it } from "vitest";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import { compileCatalogue, formatCompiled } from "@shared/i18n/compile.ts";
import type { Translate } from "@renderer/lib/i18n.tsx";
import { dropRejections, rejectionText } from "./drop-rules.ts";

const file = (name: string, type: string) => new File(["x"], name, { type });
const translator = (catalogue: typeof en | typeof fr): Translate => {
  const compiled = compileCatalogue(catalogue);
  return (key, values) => formatCompiled(compiled[key], values);
};

describe("image drop rules", () => {
  it("accepts jpeg, png, jpg and webp; names refused types, in the reader's language", () => {
    const { accepted, errors } = dropRejections([file("a.jpg", "image/jpeg"), file("b.webp", "image/webp"), file("c.gif", "image/gif")]);
    expect(accepted.map((f) => f.name)).toEqual(["a.jpg", "b.webp"]);
    expect(errors.map((e) => rejectionText(translator(en), e))).toEqual(["c.gif: File type must be image/jpeg, image/png, image/jpg, image/webp"]);
    expect(errors.map((e) => rejectionText(translator(fr), e))).toEqual(["c.gif\u00a0: le fichier doit être de type image/jpeg, image/png, image/jpg, image/webp"]);
  });

  it("refuses more than 10 files per drop", () => {
    const files = Array.from({ length: 11 }, (_, i) => file(`${i}.png`, "image/png"));
    const refused = dropRejections(files);
    expect(refused.accepted).toEqual([]);
    expect(refused.errors.map((e) => rejectionText(translator(en), e))).toEqual(["Too many files"]);
    expect(refused.errors.map((e) => rejectionText(translator(fr), e))).toEqual(["Trop de fichiers"]);
    expect(dropRejections(files.slice(0, 10)).accepted).toHaveLength(10);
  });
});
