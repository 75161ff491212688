import { supabase } from "../../lib/supabase.ts";
import { message } from "@shared/validation/messages.ts";
import { defineMutation } from "../mutation.ts";
import { offerKeys } from "../offers/keys.ts";
import { messageReportKeys } from "../message-reports/keys.ts";
import { conversationKeys } from "./keys.ts";

/** "Ask a question" on a post page: starts (or adds to) the member's conversation with the post's owner. */
export const askQuestion = defineMutation({
  run: async ({ postId, body }: { postId: string; body: string }, { userId }): Promise<string> => {
    if (!userId) throw new Error(message("validation.member.questionSignedOut"));
    const { data, error } = await supabase.rpc("ask_question", { p_post_id: postId, p_body: body.trim() });
    if (error) throw error;
    return data;
  },
  invalidates: [conversationKeys.all],
});

/** A reply in a conversation, by either party. */
export const sendMessage = defineMutation({
  run: async ({ conversationId, body }: { conversationId: string; body: string }) => {
    const { error } = await supabase.from("conversation_messages").insert({ conversation_id: conversationId, body: body.trim() });
    if (error) throw error;
  },
  invalidates: [conversationKeys.all],
});

/** The owner accepts or declines an offer (once). */
export const answerOffer = defineMutation({
  run: async ({ conversationId, status }: { conversationId: string; status: "accepted" | "declined" }) => {
    const { data, error } = await supabase.from("conversations").update({ status }).eq("id", conversationId).select("id");
    if (error) throw error;
    if (!data || data.length === 0) throw new Error(message("validation.member.ownerOnly"));
  },
  invalidates: [conversationKeys.all, offerKeys.all],
});

/** Reports a message the member received. */
export const reportMessage = defineMutation({
  run: async ({ messageId, reason }: { messageId: string; reason: string }) => {
    const { error } = await supabase.from("conversation_message_reports").insert({ message_id: messageId, reason: reason.trim() });
    if (error) throw error;
  },
  invalidates: [conversationKeys.all, messageReportKeys.all],
});
