/** Query keys of reports: the member's own (My Reports) and every report (admin, get_all_reports). */
export const reportKeys = {
  all: ["reports"] as const,
  mine: (userId: string | null) => [...reportKeys.all, "mine", userId] as const,
  admin: () => [...reportKeys.all, "admin"] as const,
};
