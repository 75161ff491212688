/** The four category links of the header and footer (spec §2). */
export const CATEGORY_LINKS = [
  { to: "/residential", label: "Residential" },
  { to: "/commercial", label: "Commercial" },
  { to: "/land", label: "Land" },
  { to: "/business", label: "Business" },
] as const;
