import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { AppLayout } from "./layout/AppLayout.tsx";
import { RequireAuth } from "./RequireAuth.tsx";
import { PageSpinner } from "../components/PageSpinner.tsx";
import { hasDesktopTools } from "../features/desktop-tools/DesktopToolsNav.tsx";
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

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Lazy page={<HomePage />} />} />
        <Route path="signin" element={<Lazy page={<LoginPage />} />} />
        <Route path="signup" element={<Lazy page={<SignUpPage />} />} />
        <Route path="forgot-password" element={<Lazy page={<ForgotPasswordPage />} />} />
        <Route path="reset-password" element={<Lazy page={<ResetPasswordPage />} />} />
        <Route path="residential" element={<Lazy page={<CategoryPage category="residential" />} />} />
        <Route path="commercial" element={<Lazy page={<CategoryPage category="commercial" />} />} />
        <Route path="land" element={<Lazy page={<CategoryPage category="land" />} />} />
        <Route path="business" element={<Lazy page={<CategoryPage category="business" />} />} />
        <Route path="search" element={<Lazy page={<SearchPage />} />} />
        <Route path="debugger" element={<Lazy page={<DebuggerPage />} />} />
        <Route path="post/:id" element={<Lazy page={<PostPage />} />} />
        <Route element={<RequireAuth />}>
          <Route path="profile" element={<Lazy page={<AntdProvider><ProfilePage /></AntdProvider>} />} />
          <Route path="submit" element={<Lazy page={<SubmitPage />} />} />
        </Route>
        <Route path="admin/*" element={<Lazy page={<AntdProvider><AdminRoutes /></AntdProvider>} />} />
        {/* Desktop app only (platform capabilities); on the website these paths are the 404 page. */}
        <Route path="tools/link-checks" element={<Lazy page={hasDesktopTools() ? <LinkChecksPage /> : <NotFoundPage />} />} />
        <Route path="tools/settings" element={<Lazy page={hasDesktopTools() ? <DesktopSettingsPage /> : <NotFoundPage />} />} />
        <Route path="*" element={<Lazy page={<NotFoundPage />} />} />
      </Route>
    </Routes>
  );
}

function Lazy({ page }: { page: React.ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{page}</Suspense>;
}
