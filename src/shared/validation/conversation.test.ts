import { describe, expect, it } from "vitest";
import { en } from "../i18n/messages/en.ts";
import { fr } from "../i18n/messages/fr.ts";
import { issueText } from "./messages.ts";
import { conversationMessageSchema, messageReportSchema } from "./conversation.ts";
import { offerSchema } from "./offer.ts";
import { REPORT_DETAILS_MAX, reportSchema } from "./report.ts";

/** The first issue as the English form shows it (schemas' messages are catalogue keys). */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const text = result.error?.issues[0]?.message;
  return text === undefined ? undefined : issueText(text, (key) => en[key]);
};

describe("offers, questions and reports (issue 21)", () => {
  it("offer amounts go in steps of 100, as the database says", () => {
    expect(firstMessage(offerSchema.safeParse({ offer_amount: 150 }))).toBe("Offer amounts go up in steps of $100.");
    expect(offerSchema.safeParse({ offer_amount: 200 }).success).toBe(true);
  });

  it("a question or reply is 1 to 500 characters", () => {
    expect(firstMessage(conversationMessageSchema.safeParse({ body: "   " }))).toBe("Please write a message.");
    expect(firstMessage(conversationMessageSchema.safeParse({ body: "x".repeat(501) }))).toBe("Message can be up to 500 characters.");
    expect(conversationMessageSchema.safeParse({ body: "x".repeat(500) }).success).toBe(true);
    expect(firstMessage(messageReportSchema.safeParse({ reason: "" }))).toBe("Please provide details for your report.");
  });

  it("report details fit the stored reason after 'Other: '", () => {
    expect(reportSchema.safeParse({ reason: "Other", details: "x".repeat(REPORT_DETAILS_MAX) }).success).toBe(true);
    expect(firstMessage(reportSchema.safeParse({ reason: "Other", details: "x".repeat(REPORT_DETAILS_MAX + 1) }))).toBe(`Details can be up to ${REPORT_DETAILS_MAX} characters.`);
    expect(fr["validation.reportDetailsMax"]).toContain(String(REPORT_DETAILS_MAX));
  });
});
