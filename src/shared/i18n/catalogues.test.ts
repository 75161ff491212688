import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en, type Catalogue } from "./messages/en.ts";
import { fr } from "./messages/fr.ts";
import { compileCatalogue, compileMessage } from "./compile.ts";

const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  it("French has exactly the English keys, each with text and the same arguments", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(fr[key].trim(), key).not.toBe("");
      expect(argumentsOf(fr[key]), key).toEqual(argumentsOf(en[key]));
    }
  });

  it("a catalogue missing a key, or with one English lacks, does not type-check", () => {
    const { "brand.name": _dropped, ...missing } = fr;
    // @ts-expect-error -- 'brand.name' is missing
    const incomplete: Catalogue = missing;
    // @ts-expect-error -- 'brand.slogan' is no English key
    const extra: Catalogue = { ...fr, "brand.slogan": "Chez vous" };
    expect(Object.keys(incomplete)).not.toContain("brand.name");
    expect(Object.keys(extra)).toContain("brand.slogan");
  });

  it("keeps the spec's English text", () => {
    expect(en["home.hero.title"]).toBe("Houses For Sale, Homes & Condos Across Canada");
    expect(en["category.residential.heading"]).toBe("Residential Listings");
    expect(en["home.community.emptyTitle"]).toBe("Our community is just getting started!");
    // Spec §5's validation messages (the schemas carry these keys: src/shared/validation/messages.ts).
    expect(en["validation.email"]).toBe("Invalid email address.");
    expect(en["validation.passwordRequired"]).toBe("Password is required.");
    expect(en["validation.usernameMin"]).toBe("Username must be at least 3 characters.");
    expect(en["validation.passwordMin"]).toBe("Password must be at least 6 characters.");
    expect(en["validation.passwordsMismatch"]).toBe("Passwords don't match");
  });

  it("compiles text and {arguments} to FormatJS's message AST (the website ships no ICU parser)", () => {
    expect(compileMessage("{heading} | Real Estate Marketplace")).toEqual([
      { type: 1, value: "heading" },
      { type: 0, value: " | Real Estate Marketplace" },
    ]);
    expect(compileMessage("Home")).toEqual([{ type: 0, value: "Home" }]);
    expect(Object.keys(compileCatalogue(fr))).toHaveLength(Object.keys(en).length);
  });

  it("no key is written twice across the catalogue files (a spread would silently keep the last one)", () => {
    const dir = path.join(import.meta.dirname, "messages");
    const seen = new Map<string, string>();
    const twice: string[] = [];
    // The e-mail catalogue (mail.en.ts) is the stack's and the templates', not spread into the app's.
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith("en.ts") && name !== "mail.en.ts")) {
      for (const [, key] of fs.readFileSync(path.join(dir, file), "utf8").matchAll(/^\s+"([\w.-]+)":/gm)) {
        if (seen.has(key!)) twice.push(`${key} (${seen.get(key!)}, ${file})`);
        seen.set(key!, file);
      }
    }
    expect(twice).toEqual([]);
    expect(seen.size).toBe(Object.keys(en).length);
  });
});
