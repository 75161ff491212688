import { z } from "zod";
import { message } from "./messages.ts";

/** The longest message of a conversation (conversation_messages_body_length). */
export const CONVERSATION_MESSAGE_MAX = 500;

/** A question on a post page, or a reply in a conversation. */
export const conversationMessageSchema = z.object({
  body: z.string().trim().min(1, message("validation.messageRequired")).max(CONVERSATION_MESSAGE_MAX, message("validation.messageMax")),
});
export type ConversationMessageInput = z.infer<typeof conversationMessageSchema>;

/** Reporting a message: what is wrong with it. */
export const messageReportSchema = z.object({
  reason: z.string().trim().min(1, message("validation.reportDetails")).max(2000, message("validation.messageReport.detailsMax")),
});
export type MessageReportInput = z.infer<typeof messageReportSchema>;
