import { queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "@shared/database.types.ts";
import { conversationKeys } from "./keys.ts";

export type Conversation = Database["public"]["Functions"]["list_my_conversations"]["Returns"][number];
export type ConversationMessage = Pick<Database["public"]["Tables"]["conversation_messages"]["Row"], "id" | "created_at" | "sender_id" | "body">;

/** The member's conversations (offers made and received, questions asked and received), latest activity first. */
export function myConversationsQuery(userId: string | null) {
  return queryOptions({
    queryKey: conversationKeys.mine(userId),
    queryFn: async (): Promise<Conversation[]> => {
      const { data, error } = await supabase.rpc("list_my_conversations");
      if (error) throw error;
      return data ?? [];
    },
    enabled: userId !== null,
  });
}

/** One conversation's messages, oldest first (only its two parties, or admins once a message is reported, can read them). */
export function conversationMessagesQuery(conversationId: string | null) {
  return queryOptions({
    queryKey: conversationKeys.messages(conversationId ?? ""),
    queryFn: async (): Promise<ConversationMessage[]> => {
      const { data, error } = await supabase
        .from("conversation_messages")
        .select("id, created_at, sender_id, body")
        .eq("conversation_id", conversationId ?? "")
        .order("created_at", { ascending: true })
        .order("id", { ascending: true });
      if (error) throw error;
      return data ?? [];
    },
    enabled: conversationId !== null,
  });
}
