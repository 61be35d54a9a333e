import type { Context } from 'koa';
import type { ErrorBody } from '../http/errors.js';

/**
 * Where to go after sign-in: a path on this site ("/..." but not "//host" or "/\host", which browsers
 * treat as another origin), else "/". It comes back from the browser (RelayState, the pending request),
 * so it is checked on the way out and again on return.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (/[\\\p{Cc}]/u.test(value)) return '/'; // backslashes and control characters
  return value;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const failurePage = (title: string, message: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)} - TAMS</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/login">Back to sign-in</a></p>
</body>
</html>
`;

/**
 * A single sign-on answer that starts no session: `{ message }` with the status, or a page with a way back
 * to /login when a browser asks for HTML (the IdP's post or redirect lands here, so a person may see it).
 */
export function answerSignInFailure(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  if (ctx.accepts('json', 'html') === 'html') {
    ctx.type = 'html';
    ctx.body = failurePage(status === 401 ? 'Sign-in refused' : 'Sign-in unavailable', message);
  } else {
    ctx.body = { message } satisfies ErrorBody;
  }
}
