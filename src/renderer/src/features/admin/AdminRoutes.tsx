import { Navigate, Route, Routes } from "react-router-dom";

function Placeholder({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** Everything under /admin/*, mounted by the app router as <Route path="/admin/*" element={<AdminRoutes />} />. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Placeholder title="Admin Dashboard" />} />
      <Route path="users" element={<Placeholder title="Users" />} />
      <Route path="whitelist" element={<Placeholder title="Whitelist" />} />
      <Route path="analytics/*" element={<Placeholder title="Analytics" />} />
      <Route path="reports" element={<Placeholder title="Manage Reports" />} />
      <Route path="featured" element={<Placeholder title="Manage Featured Properties" />} />
      <Route path="featured-properties" element={<Navigate to="/admin/featured" replace />} />
    </Routes>
  );
}
