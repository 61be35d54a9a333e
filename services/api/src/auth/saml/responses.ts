import type { Logger } from '@tams/platform';
import type { Context } from 'koa';
import { answerSignInFailure } from '../signInAnswers.js';

/** 401 without a session. The reason is logged; the SAMLResponse never is. */
export function refuseSignIn(ctx: Context, logger: Logger, reason: string, message: string): void {
  logger.warn({ requestId: ctx.state.requestId, reason }, 'SAML sign-in refused');
  answerSignInFailure(ctx, 401, message);
}

/** The response answers no sign-in this browser started (login CSRF), or the start was too long ago. */
export const notStartedHere =
  'This sign-in was not started in this browser, or took longer than 10 minutes. Please sign in again.';

export function samlNotConfigured(ctx: Context): void {
  answerSignInFailure(ctx, 404, 'SAML sign-in is not configured');
}
