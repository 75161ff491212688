import { lazy, type ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { hasDesktopTools } from "../features/desktop-tools/DesktopToolsNav.tsx";
import { BROWSE_CATEGORY_ROUTES } from "../features/categories/categories.ts";
import { feedQueryOptions } from "../data/posts/feed.ts";
import { postQueryOptions } from "../data/posts/post.ts";
import { searchQueryOptions } from "../data/posts/search.ts";
import type { BrowseScope } from "../data/posts/keys.ts";
import { hasBrowseFilters, parseBrowseParams, parseBrowseView } from "@shared/validation/browse.ts";
import { withCatalogueArea } from "../lib/i18n.tsx";
// The public, search-indexed screens ship with the entry (no extra round trip before their first paint);
// every other screen is its own chunk (route-level code splitting).
import HomePage from "../features/landing/HomePage.tsx";
import CategoryPage from "../features/categories/CategoryPage.tsx";
import SearchPage from "../features/search/SearchPage.tsx";
import PostPage from "../features/post/PostPage.tsx";
import { SavedSearches } from "../features/saved-searches/index.ts";

const LoginPage = lazy(() => import("../features/auth/components/LoginPage.tsx"));
const SignUpPage = lazy(() => import("../features/auth/components/SignUpPage.tsx"));
const ForgotPasswordPage = lazy(() => import("../features/auth/components/ForgotPasswordPage.tsx"));
const ResetPasswordPage = lazy(() => import("../features/auth/components/ResetPasswordPage.tsx"));
const ConfirmEmailPage = lazy(() => import("../features/auth/components/ConfirmEmailPage.tsx"));
const DebuggerPage = lazy(withCatalogueArea("desktop", () => import("../features/debugger/DebuggerPage.tsx")));
const SubmitPage = lazy(() => import("../features/composer/SubmitPage.tsx"));
const EditPostPage = lazy(() => import("../features/composer/EditPostPage.tsx"));
const ProfilePage = lazy(() => import("../features/profile/ProfilePage.tsx"));
const AdminRoutes = lazy(withCatalogueArea("admin", () => import("../features/admin/AdminRoutes.tsx")));
const ModerationLogPage = lazy(withCatalogueArea("admin", () => import("../features/admin-moderation/ModerationLogPage.tsx")));
const NotFoundPage = lazy(() => import("./NotFoundPage.tsx"));
const AntdProvider = lazy(() => import("../components/AntdProvider.tsx"));
const LinkChecksPage = lazy(withCatalogueArea("desktop", () => import("../features/desktop-tools/LinkChecksPage.tsx")));
const DesktopSettingsPage = lazy(withCatalogueArea("desktop", () => import("../features/desktop-tools/SettingsPage.tsx")));

/** What a page shows first, started as soon as the app's code is there (see route-data.ts). */
export type PagePrefetch = (client: QueryClient, at: { params: Params; search: URLSearchParams }) => void;

export type AppRoute = {
  path: string;
  /** The screen; built when the routes render (the desktop tools ask the platform then). */
  page: () => ReactNode;
  /** Signed-in members only (RequireAuth). */
  membersOnly?: true;
  prefetch?: PagePrefetch;
};

/** A filtered list and its count (issue 19); the browse data layer loads with them, not with the entry. */
function prefetchBrowse(client: QueryClient, scope: BrowseScope): void {
  void import("../data/posts/browse.ts").then(({ browseQueryOptions, browseCountQueryOptions }) => {
    void client.prefetchInfiniteQuery(browseQueryOptions(scope));
    void client.prefetchQuery(browseCountQueryOptions(scope));
  });
}

/** The route table of spec §2: the router renders it and route-data.ts prefetches from it. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: "/", page: () => <HomePage /> },
  { path: "/signin", page: () => <LoginPage /> },
  { path: "/signup", page: () => <SignUpPage /> },
  { path: "/forgot-password", page: () => <ForgotPasswordPage /> },
  { path: "/reset-password", page: () => <ResetPasswordPage /> },
  { path: "/confirm-email", page: () => <ConfirmEmailPage /> },
  ...BROWSE_CATEGORY_ROUTES.map(
    (category): AppRoute => ({
      path: `/${category}`,
      page: () => <CategoryPage category={category} />,
      prefetch: (client, { search }) => {
        const filters = parseBrowseParams(search);
        if (!hasBrowseFilters(filters) && parseBrowseView(search) === "list") return void client.prefetchInfiniteQuery(feedQueryOptions(category));
        prefetchBrowse(client, { q: "", filters: { ...filters, category } });
      },
    }),
  ),
  {
    path: "/search",
    page: () => <SearchPage />,
    prefetch: (client, { search }) => {
      const q = (search.get("q") ?? "").trim();
      const filters = parseBrowseParams(search);
      if (hasBrowseFilters(filters) || parseBrowseView(search) === "map" || /^#[\p{L}\p{N}_]+$/u.test(q)) prefetchBrowse(client, { q, filters });
      else if (q) void client.prefetchQuery(searchQueryOptions(q));
    },
  },
  { path: "/debugger", page: () => <DebuggerPage /> },
  { path: "/unsubscribe", page: () => <SavedSearches /> },
  { path: "/moderation-log", page: () => <ModerationLogPage /> },
  { path: "/post/:id", page: () => <PostPage />, prefetch: (client, { params }) => void client.prefetchQuery(postQueryOptions(params.id ?? "")) },
  { path: "/profile", membersOnly: true, page: () => <AntdProvider><ProfilePage /></AntdProvider> },
  { path: "/submit", membersOnly: true, page: () => <SubmitPage /> },
  { path: "/post/:id/edit", membersOnly: true, page: () => <EditPostPage /> },
  { path: "/admin/*", page: () => <AntdProvider><AdminRoutes /></AntdProvider> },
  // Desktop app only (platform capabilities); on the website these paths are the 404 page.
  { path: "/tools/link-checks", page: () => (hasDesktopTools() ? <LinkChecksPage /> : <NotFoundPage />) },
  { path: "/tools/settings", page: () => (hasDesktopTools() ? <DesktopSettingsPage /> : <NotFoundPage />) },
  { path: "*", page: () => <NotFoundPage /> },
];
