import type Router from '@koa/router';
import { apiKeys, BusinessRuleError, NotFoundError, parseRecordInput, ValidationError } from '@tams/domain';
import { newApiKey } from '../auth/apiKeyIdentity.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { etagOf, expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { commandContextOf, recordRoutes } from '../resources/recordRoutes.js';
import { isUuid } from '../http/ids.js';
import { refuseUnlessKeyManager } from './keyRevocation.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * API keys (spec §6 ApiKey, behind apiEnabled; DESIGN §9): the generic list, read and history; PUT changes
 * name or expiry; POST issues a key for the signed-in user and answers it once (`key`); POST {id}/revoke
 * ends it for good. Only the key's issuer or an administrator changes or revokes it (DESIGN §20). No
 * delete: a revoked key stays in the audit trail.
 */
export function apiKeyRoutes(router: Router, deps: AppContext): void {
  const records = recordRoutes(router, deps, apiKeys, { without: ['create', 'update', 'delete'] });
  const { reads, writes, present } = records;

  router.put('/api/apiKeys/:id', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'ApiKey');
    const body = requestBody(ctx);
    const result = await records.update(ctx, ctx.params.id!, body, expectedVersionOf(ctx, body, true), {
      guard: (current) => refuseUnlessKeyManager(auth, current),
    });
    await records.answer(ctx, result, 'updated');
  });

  router.post('/api/apiKeys', async (ctx) => {
    const { auth } = authorize(ctx, 'create', 'ApiKey');
    if (auth.authenticatedUserId !== auth.workingUserId || ctx.state.via !== 'ui') {
      // a key acts as its owner: it is issued by that person, signed in as themselves
      throw new ForbiddenError({
        UserId: 'Sign in as yourself (not masquerading, not with a key) to issue a key',
      });
    }
    const values = parseRecordInput(apiKeys.fields, requestBody(ctx), 'create', {
      readOnlyKeys: new Set(['id', 'version']),
    });
    if (typeof values.expiresOn === 'string' && values.expiresOn < today()) {
      throw new ValidationError({ expiresOn: 'Must be today or later' });
    }
    const issued = newApiKey();
    const result = await writes.create(
      { ...values, UserId: auth.authenticatedUserId, prefix: issued.prefix, tokenHash: issued.tokenHash },
      commandContextOf(ctx, auth),
      { trusted: true },
    );
    ctx.status = result.visible ? 201 : 202;
    ctx.set('Location', `/api/apiKeys/${result.id}`);
    const row = result.row ? await present(ctx, result.row) : { id: result.id };
    // the only time the key is ever shown: it is not stored, only its hash
    ctx.body = { ...row, key: issued.key };
  });

  router.post('/api/apiKeys/:id/revoke', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'ApiKey');
    const id = ctx.params.id!;
    const current = isUuid(id) ? await reads.get(id) : undefined;
    if (!current) throw new NotFoundError('apiKeys', id);
    refuseUnlessKeyManager(auth, current);
    if (current.revokedAt) throw new BusinessRuleError('This key is already revoked');
    // once only: without a version from the client, the revoke is judged against the one read above, so
    // of concurrent revokes one appends and the others conflict (409) instead of revoking again
    const expected = expectedVersionOf(ctx, requestBody(ctx), false) ?? current.version;
    const result = await writes.update(
      id,
      { revokedAt: new Date().toISOString() },
      expected,
      commandContextOf(ctx, auth),
      {
        trusted: true,
      },
    );
    const row = result.row ?? current;
    ctx.set('ETag', etagOf(row.version));
    ctx.body = await present(ctx, row);
  });
}
