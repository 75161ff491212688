/**
 * Query keys of properties (issue 20): a post's property with the other posts of the same home, and its history of
 * re-checks. One root: a split or a re-check refreshes both.
 */
export const propertyKeys = {
  all: ["properties"] as const,
  ofPost: (postId: string) => [...propertyKeys.all, "post", postId] as const,
  /** The admin's list of dead and changed links (the posts whose source the re-check saw change). */
  changedLinks: (params: { page: number; pageSize: number }) => [...propertyKeys.all, "changed-links", params] as const,
};
