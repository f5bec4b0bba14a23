/** The public pages of tracking links: minimal HTML, no scripts, no external assets. */

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `jane.doe@example.com` → `j******e@example.com`: recognisable to its owner, not to others. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  const masked =
    local.length <= 2
      ? `${local[0] ?? ''}${'*'.repeat(Math.max(local.length - 1, 1))}`
      : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 8))}${local[local.length - 1]}`;
  return `${masked}${domain}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6f8;color:#1f2933;margin:0}
main{max-width:28rem;margin:15vh auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 1rem}
button{background:#1f2933;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** GET /u/<token>: what will happen, and the button that does it. */
export function unsubscribeConfirmationPage(email: string): string {
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe</h1>
<p>Stop receiving these emails at <strong>${escapeHtml(maskEmail(email))}</strong>?</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
  );
}

/** After the POST (or when the address was already unsubscribed). */
export function unsubscribedPage(email: string): string {
  return page(
    'Unsubscribed',
    `<h1>You have been unsubscribed</h1>
<p><strong>${escapeHtml(maskEmail(email))}</strong> will not receive further emails from this sender.</p>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Not found',
    `<h1>Not found</h1>
<p>This link is not valid.</p>`,
  );
}
