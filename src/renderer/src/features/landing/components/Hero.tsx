import { Link } from "react-router-dom";
import { SearchForm } from "../../../components/SearchForm.tsx";

/** Landing hero (spec §1): search box and the two buttons. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">Houses For Sale, Homes &amp; Condos Across Canada</h1>
      <p className="hero__lead">Discover listings shared by agents, brokers, developers and owners, or share your own with a link.</p>
      <div className="hero__search">
        <SearchForm size="large" placeholder="Search by city, neighborhood or postal code" />
      </div>
      <div className="hero__buttons">
        <Link to="/submit" className="btn btn--primary btn--large">
          Post Your Property Now
        </Link>
        <Link to="/residential" className="btn btn--ghost btn--large">
          Browse Homes for Sale
        </Link>
      </div>
    </section>
  );
}
