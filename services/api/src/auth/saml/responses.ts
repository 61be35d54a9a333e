import type { Logger } from '@tams/platform';
import type { Context } from 'koa';
import { answerSignInFailure } from '../signInAnswers.js';

/** 401 without a session. The reason is logged; the SAMLResponse never is. */
export function refuseSignIn(ctx: Context, logger: Logger, reason: string, message: string): void {
  logger.warn({ requestId: ctx.state.requestId, reason }, 'SAML sign-in refused');
  answerSignInFailure(ctx, 401, message);
}

export function samlNotConfigured(ctx: Context): void {
  answerSignInFailure(ctx, 404, 'SAML sign-in is not configured');
}
