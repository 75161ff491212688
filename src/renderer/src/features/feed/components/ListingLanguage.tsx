import { lazy, Suspense } from "react";

export type ListingWords = { title?: string | null; description: string; custom_description?: string | null };

// Loaded after the cards paint: the badge is not needed for the first screen, and `/` has no room in its JavaScript
// budget for the language guess (issue 6).
const Badge = lazy(() => import("./ListingLanguageBadge.tsx"));

/** The listing's language when it differs from the reader's, guessed from its words (posts store no language). */
export function ListingLanguage({ post }: { post: ListingWords }) {
  return (
    <Suspense fallback={null}>
      <Badge post={post} />
    </Suspense>
  );
}
