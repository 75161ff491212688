import { Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { AppLayout } from "./layout/AppLayout.tsx";
import { RequireAuth } from "./RequireAuth.tsx";
import { PageSpinner } from "../components/PageSpinner.tsx";
import { APP_ROUTES, type AppRoute } from "./routes.tsx";

function routeElement(route: AppRoute) {
  return <Route key={route.path} path={route.path} element={<Suspense fallback={<PageSpinner />}>{route.page()}</Suspense>} />;
}

/** The routes of APP_ROUTES in the app's frame; the members-only ones behind the sign-in guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {APP_ROUTES.filter((route) => !route.membersOnly).map(routeElement)}
        <Route element={<RequireAuth />}>{APP_ROUTES.filter((route) => route.membersOnly).map(routeElement)}</Route>
      </Route>
    </Routes>
  );
}
