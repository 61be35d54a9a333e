import type Router from '@koa/router';
import { visibleLogHead } from '@tams/event-store';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { type FeedPage, readFeedPage } from './changeFeed.js';
import { changeFeedQuery } from './changeFeedQuery.js';
import { appendedAfter } from './changeFeedWait.js';

/**
 * The change feed (DESIGN §15): the event log in global order, from a position, as far as the caller may
 * read it; `wait` long-polls for the next readable event. `/position` is the log's head, to follow from now.
 */
export function changeFeedRoutes(router: Router, deps: AppContext): void {
  router.get('/api/dataServices/changes', async (ctx) => {
    const { ability } = authorize(ctx, 'manage', 'DataServices');
    const query = parseBody(changeFeedQuery, { ...ctx.query });
    const deadline = Date.now() + query.wait * 1000;
    const read = (after: FeedPage['position']) =>
      readFeedPage(deps.db, deps.store, ability, after, query.limit);
    let page = await read(query.after ?? deps.store.start);
    if (page.events.length === 0 && query.wait > 0) {
      const gone = new AbortController();
      ctx.res.once('close', () => gone.abort());
      while (page.events.length === 0 && Date.now() < deadline && !gone.signal.aborted) {
        await appendedAfter(deps.events, page.position, deadline - Date.now(), gone.signal);
        // events the caller may not read moved the position on: keep it, wait for the next
        page = await read(page.position);
      }
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page;
  });

  router.get('/api/dataServices/position', async (ctx) => {
    authorize(ctx, 'manage', 'DataServices');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { position: await visibleLogHead(deps.db, deps.store.start) };
  });
}
