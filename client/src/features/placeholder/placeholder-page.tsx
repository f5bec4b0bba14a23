/** Stands in for a screen of the route table that is not built yet. */
export function PlaceholderPage({ area }: { area: string }) {
  return (
    <div className="page">
      <h1>{area}</h1>
      <p className="placeholder">{area}: not built yet.</p>
    </div>
  );
}
