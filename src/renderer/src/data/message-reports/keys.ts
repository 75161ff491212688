/** Query keys of reports of conversation messages (the admin's queue of reported messages). */
export const messageReportKeys = {
  all: ["conversation_message_reports"] as const,
  admin: () => [...messageReportKeys.all, "admin"] as const,
};
