export function Footer() {
  return <footer className="footer">© {new Date().getFullYear()} Outbound</footer>;
}
