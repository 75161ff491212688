/** The one-third panel beside the home feed (spec §1). */
export function AboutPanel() {
  return (
    <aside className="about-panel" aria-labelledby="about-title">
      <h2 id="about-title">About Real Estate Marketplace</h2>
      <p>A community for sharing and discovering real estate opportunities.</p>
      <ul>
        <li>Only post URLs from whitelisted domains.</li>
        <li>Use hashtags to categorise your posts.</li>
      </ul>
    </aside>
  );
}
