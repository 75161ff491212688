import { supabase } from "../../lib/supabase.ts";
import type { Database } from "@shared/database.types.ts";
import { defineMutation } from "../mutation.ts";
import { messageReportKeys } from "./keys.ts";
import { message } from "@shared/validation/messages.ts";

/** Admin: resolve or re-open a report of a message. */
export const setMessageReportStatus = defineMutation({
  run: async ({ id, status }: { id: string; status: Database["public"]["Enums"]["report_status"] }) => {
    const { data, error } = await supabase.from("conversation_message_reports").update({ status }).eq("id", id).select("id");
    if (error) throw error;
    if (!data || data.length === 0) throw new Error(message("validation.admin.reportStatusAdminsOnly"));
  },
  invalidates: [messageReportKeys.all],
});
