import { lazy, type ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { hasDesktopTools } from "../features/desktop-tools/DesktopToolsNav.tsx";
import { CATEGORY_ROUTES } from "../features/categories/categories.ts";
import { feedQueryOptions } from "../data/posts/feed.ts";
import { postQueryOptions } from "../data/posts/post.ts";
import { searchQueryOptions } from "../data/posts/search.ts";
// The public, search-indexed screens ship with the entry (no extra round trip before their first paint);
// every other screen is its own chunk (route-level code splitting).
import HomePage from "../features/landing/HomePage.tsx";
import CategoryPage from "../features/categories/CategoryPage.tsx";
import SearchPage from "../features/search/SearchPage.tsx";
import PostPage from "../features/post/PostPage.tsx";

const LoginPage = lazy(() => import("../features/auth/components/LoginPage.tsx"));
const SignUpPage = lazy(() => import("../features/auth/components/SignUpPage.tsx"));
const ForgotPasswordPage = lazy(() => import("../features/auth/components/ForgotPasswordPage.tsx"));
const ResetPasswordPage = lazy(() => import("../features/auth/components/ResetPasswordPage.tsx"));
const DebuggerPage = lazy(() => import("../features/debugger/DebuggerPage.tsx"));
const SubmitPage = lazy(() => import("../features/composer/SubmitPage.tsx"));
const ProfilePage = lazy(() => import("../features/profile/ProfilePage.tsx"));
const AdminRoutes = lazy(() => import("../features/admin/AdminRoutes.tsx"));
const NotFoundPage = lazy(() => import("./NotFoundPage.tsx"));
const AntdProvider = lazy(() => import("../components/AntdProvider.tsx"));
const LinkChecksPage = lazy(() => import("../features/desktop-tools/LinkChecksPage.tsx"));
const DesktopSettingsPage = lazy(() => import("../features/desktop-tools/SettingsPage.tsx"));

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

/** The route table of spec §2: the router renders it and route-data.ts prefetches from it. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: "/", page: () => <HomePage /> },
  { path: "/signin", page: () => <LoginPage /> },
  { path: "/signup", page: () => <SignUpPage /> },
  { path: "/forgot-password", page: () => <ForgotPasswordPage /> },
  { path: "/reset-password", page: () => <ResetPasswordPage /> },
  ...CATEGORY_ROUTES.map(
    (category): AppRoute => ({
      path: `/${category}`,
      page: () => <CategoryPage category={category} />,
      prefetch: (client) => void client.prefetchInfiniteQuery(feedQueryOptions(category)),
    }),
  ),
  {
    path: "/search",
    page: () => <SearchPage />,
    prefetch: (client, { search }) => {
      const q = (search.get("q") ?? "").trim();
      if (q) void client.prefetchQuery(searchQueryOptions(q));
    },
  },
  { path: "/debugger", page: () => <DebuggerPage /> },
  { path: "/post/:id", page: () => <PostPage />, prefetch: (client, { params }) => void client.prefetchQuery(postQueryOptions(params.id ?? "")) },
  { path: "/profile", membersOnly: true, page: () => <AntdProvider><ProfilePage /></AntdProvider> },
  { path: "/submit", membersOnly: true, page: () => <SubmitPage /> },
  { path: "/admin/*", page: () => <AntdProvider><AdminRoutes /></AntdProvider> },
  // Desktop app only (platform capabilities); on the website these paths are the 404 page.
  { path: "/tools/link-checks", page: () => (hasDesktopTools() ? <LinkChecksPage /> : <NotFoundPage />) },
  { path: "/tools/settings", page: () => (hasDesktopTools() ? <DesktopSettingsPage /> : <NotFoundPage />) },
  { path: "*", page: () => <NotFoundPage /> },
];
