import { queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "@shared/database.types.ts";
import { messageReportKeys } from "./keys.ts";

type ReportStatus = Database["public"]["Enums"]["report_status"];

/** One reported message for the admin: the report, the message, its conversation and post, and who is who. */
export type AdminMessageReport = {
  id: string;
  createdAt: string;
  reason: string;
  status: ReportStatus;
  /** Usernames and the post's title; null when the account is gone or the post has none (the screen words it). */
  reporterName: string | null;
  message: { id: string; body: string; createdAt: string; senderId: string; senderName: string | null } | null;
  conversation: { id: string; kind: "offer" | "question"; postId: string; postTitle: string | null } | null;
};

/**
 * Every report of a conversation message (admins read them, and the reported conversations, through RLS): open
 * first, newest first, with the usernames of the reporter and of the message's sender.
 */
export function adminMessageReportsQuery() {
  return queryOptions({
    queryKey: messageReportKeys.admin(),
    queryFn: async (): Promise<AdminMessageReport[]> => {
      const { data, error } = await supabase
        .from("conversation_message_reports")
        .select("id, created_at, reason, status, reporter_id, conversation_messages(id, body, created_at, sender_id, conversations(id, post_id, offer_id, posts(title)))")
        .order("status", { ascending: true })
        .order("created_at", { ascending: false })
        .order("id", { ascending: true });
      if (error) throw error;
      const ids = new Set<string>();
      for (const row of data) {
        ids.add(row.reporter_id);
        if (row.conversation_messages) ids.add(row.conversation_messages.sender_id);
      }
      const names = new Map<string, string>();
      if (ids.size > 0) {
        const profiles = await supabase.from("profiles").select("id, username").in("id", [...ids]);
        if (profiles.error) throw profiles.error;
        for (const profile of profiles.data) if (profile.username) names.set(profile.id, profile.username);
      }
      return data.map((row) => {
        const message = row.conversation_messages;
        const conversation = message?.conversations ?? null;
        return {
          id: row.id,
          createdAt: row.created_at,
          reason: row.reason,
          status: row.status,
          reporterName: names.get(row.reporter_id) ?? null,
          message: message
            ? { id: message.id, body: message.body, createdAt: message.created_at, senderId: message.sender_id, senderName: names.get(message.sender_id) ?? null }
            : null,
          conversation: conversation
            ? { id: conversation.id, kind: conversation.offer_id ? "offer" : "question", postId: conversation.post_id, postTitle: conversation.posts?.title?.trim() || null }
            : null,
        };
      });
    },
  });
}
