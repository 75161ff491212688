import { describe, expect, it } from "vitest";
import type { EmailMessage } from "@supabase/lite";
import { RedirectMemory } from "./redirects.ts";

describe("RedirectMemory", () => {
  it("puts the remembered redirect into the next mail's links, in its text and in its HTML however & is escaped", async () => {
    const sent: EmailMessage[] = [];
    const memory = new RedirectMemory();
    const driver = memory.wrap({ send: async (message) => void sent.push(message) });
    const link = (amp: string) => `https://site.test/auth/v1/verify?token=t${amp}type=signup${amp}redirect_to=https%3A%2F%2Fsite.test`;
    memory.remember("Ann@Example.test", "https://site.test/fr/confirm-email");
    await driver.send({ to: "ann@example.test", subject: "s", text: link("&"), html: `<a href="${link("&#38;")}">x</a> <a href="${link("&amp;")}">y</a>` });
    const wanted = "redirect_to=https%3A%2F%2Fsite.test%2Ffr%2Fconfirm-email";
    expect(sent[0]?.text).toContain(`&${wanted}`);
    expect(sent[0]?.html).toContain(`&#38;${wanted}"`);
    expect(sent[0]?.html).toContain(`&amp;${wanted}"`);
    // Used once: the next mail keeps its own link.
    await driver.send({ to: "ann@example.test", subject: "s", text: link("&") });
    expect(sent[1]?.text).toBe(link("&"));
  });
});
