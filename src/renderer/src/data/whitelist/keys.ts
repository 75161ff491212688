/** Query keys of whitelisted_domains: the names the composer checks links against, and the admin's table. */
export const whitelistKeys = {
  all: ["whitelisted_domains"] as const,
  names: () => [...whitelistKeys.all, "names"] as const,
  list: () => [...whitelistKeys.all, "list"] as const,
};
