import { Link } from "react-router-dom";
import { Seo } from "../components/Seo.tsx";

/** Any unknown path (spec §2). */
export default function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <Seo title="Page not found | Houses For Sale" noindex />
      <h1 id="not-found-title" className="not-found__code">404</h1>
      <p className="not-found__text">Oops! Page not found</p>
      <Link className="not-found__link" to="/">
        Return to Home
      </Link>
    </section>
  );
}
