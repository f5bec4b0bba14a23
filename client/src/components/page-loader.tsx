/** The app's loader: what a screen shows while its code or data is on the way. */
export function PageLoader() {
  return (
    <p className="loader" role="status">
      Loading…
    </p>
  );
}
