import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';

/** A recipient claimed without an outcome once the send is over: it may or may not have gone out. */
const shownStatusSql = sql<string>`case when m.status = 'claimed' and s.status = 'completed'
  then 'unconfirmed' else m.status end`;

/** The sends, newest first, with who sent each and how many messages went out, failed or are unconfirmed. */
export const emailSendRows = (db: ReadModels) =>
  db
    .selectFrom('emailSends as s')
    .leftJoin('users as u', 'u.id', 's.requestedBy')
    .select([
      's.id',
      's.AcademicPeriodId',
      's.EmailTemplateId',
      's.subject',
      's.body',
      's.filters',
      's.devRedirect',
      's.status',
      's.recipientCount',
      's.requestedBy',
      userNameSql.as('requestedByName'),
      's.requestedAt',
      's.completedAt',
      sql<number>`(select count(*)::int from "emailMessages" m where m."SendId" = s.id and m.status = 'sent')`.as(
        'sentCount',
      ),
      sql<number>`(select count(*)::int from "emailMessages" m where m."SendId" = s.id and m.status = 'failed')`.as(
        'failedCount',
      ),
      sql<number>`(select count(*)::int from "emailMessages" m
        where m."SendId" = s.id and m.status = 'claimed' and s.status = 'completed')`.as('unconfirmedCount'),
    ]);

/** The messages (per-recipient results, the outbox), each with its send's subject line and status as shown. */
export const emailMessageRows = (db: ReadModels) =>
  db
    .selectFrom('emailMessages as m')
    .innerJoin('emailSends as s', 's.id', 'm.SendId')
    .select([
      'm.id',
      'm.SendId',
      'm.UserId',
      'm.name',
      'm.email',
      'm.to',
      'm.subject',
      'm.body',
      'm.messageId',
      shownStatusSql.as('status'),
      'm.attempts',
      'm.transport',
      'm.response',
      'm.error',
      'm.claimedAt',
      'm.sentAt',
      's.devRedirect',
    ]);
