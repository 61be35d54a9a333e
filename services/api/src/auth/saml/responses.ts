import type { Logger } from '@tams/platform';
import type { Context } from 'koa';
import type { ErrorBody } from '../../http/errors.js';

/**
 * Where to go after sign-in: a path on this site ("/..." but not "//host" or "/\host", which browsers
 * treat as another origin), else "/". RelayState comes back from the browser, so it is checked again.
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

const refusalPage = (message: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign-in refused - TAMS</title></head>
<body>
<h1>Sign-in refused</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/login">Back to sign-in</a></p>
</body>
</html>
`;

/**
 * 401 without a session: `{ message }`, or a page with a way back to /login when a browser asks (the
 * IdP's form post lands here). The reason is logged; the SAMLResponse never is.
 */
export function refuseSignIn(ctx: Context, logger: Logger, reason: string, message: string): void {
  logger.warn({ requestId: ctx.state.requestId, reason }, 'SAML sign-in refused');
  ctx.status = 401;
  if (ctx.accepts('json', 'html') === 'html') {
    ctx.type = 'html';
    ctx.body = refusalPage(message);
  } else {
    ctx.body = { message } satisfies ErrorBody;
  }
}

export function samlNotConfigured(ctx: Context): void {
  ctx.status = 404;
  ctx.body = { message: 'SAML sign-in is not configured' } satisfies ErrorBody;
}
