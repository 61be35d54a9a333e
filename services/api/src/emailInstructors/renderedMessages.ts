import type { AuthContext } from '@tams/access';
import {
  type EmailMessage,
  mergeFieldErrors,
  messageIdHeaderOf,
  renderMergeFields,
  renderSubject,
  ValidationError,
} from '@tams/domain';
import {
  factsOf,
  publishedAtOf,
  type Recipient,
  type RecipientFilters,
  recipientsOf,
  sectionsOfRecipients,
} from '@tams/projections';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import type { AppContext } from '../context.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';
import { changedSincePublication } from './changedSincePublication.js';
import type { RecipientFiltersBody } from './emailRequests.js';

/** devEmailsEnabled (spec §2 "Developer Emails"): every message goes to DEV_EMAIL_TO instead. */
export const devEmailsOn = (deps: AppContext) => deps.config.featureFlags.devEmailsEnabled === true;

/** Why a send is refused whatever its content, or null. */
export const sendRefusalOf = (deps: AppContext): string | null =>
  devEmailsOn(deps) && !deps.config.email.devEmailTo
    ? 'Developer emails are on (devEmailsEnabled) but DEV_EMAIL_TO is not set: set DEV_EMAIL_TO to the address that receives every message, or turn the flag off. Nothing was sent.'
    : null;

/** The filters' period (asked, else the caller's working period), or a 400 when there is none. */
export async function periodOf(deps: AppContext, auth: AuthContext, asked: unknown): Promise<string> {
  const periodId = await askedOrWorkingPeriodId(deps.db, asked, auth.workingUserId);
  if (!periodId)
    throw new ValidationError({
      AcademicPeriodId: 'Required: you have no working academic period to default to',
    });
  return periodId;
}

export interface ChosenRecipients {
  AcademicPeriodId: string;
  publishedAt: Date | null;
  recipients: Recipient[];
  withoutEmail: Recipient[];
}

/** The faculty the filters choose in the period, split into those with an address and those without. */
export async function chosenRecipients(
  deps: AppContext,
  AcademicPeriodId: string,
  filters: Omit<RecipientFiltersBody, 'AcademicPeriodId'> & { UserIds?: readonly string[] | undefined },
): Promise<ChosenRecipients> {
  const publishedAt = await publishedAtOf(deps.db, AcademicPeriodId);
  const changedUsers =
    filters.changedSincePublication && publishedAt
      ? await changedSincePublication(deps.db, AcademicPeriodId)
      : [];
  const query: RecipientFilters = {
    ...filters,
    AcademicPeriodId,
    WorkgroupId: filters.WorkgroupId ?? undefined,
  };
  const all = await recipientsOf(deps.db, query, { ...workloadOptionsOf(deps), changedUsers });
  return {
    AcademicPeriodId,
    publishedAt,
    recipients: all.filter((recipient) => recipient.email),
    withoutEmail: all.filter((recipient) => !recipient.email),
  };
}

/** 400 naming the field when the subject or body uses a merge field that does not exist. */
export function checkMergeFields(template: { subject: string; body: string }): void {
  const errors = mergeFieldErrors(template);
  if (errors) throw new ValidationError(errors, 'The message uses unknown merge fields');
}

/**
 * Each recipient's message exactly as it goes out: merge fields filled from their facts in the period, to
 * DEV_EMAIL_TO while developer emails are on, with the send's deterministic Message-ID (none in a preview).
 */
export async function renderedMessages(
  deps: AppContext,
  AcademicPeriodId: string,
  recipients: readonly Recipient[],
  template: { subject: string; body: string },
  sendId: string | null,
): Promise<EmailMessage[]> {
  checkMergeFields(template);
  const sections = await sectionsOfRecipients(
    deps.db,
    AcademicPeriodId,
    recipients.map((recipient) => recipient.id),
  );
  const redirectTo = devEmailsOn(deps) ? (deps.config.email.devEmailTo ?? '') : null;
  return recipients.map((recipient) => {
    const facts = factsOf(recipient, sections.get(recipient.id) ?? []);
    return {
      UserId: recipient.id,
      name: recipient.name,
      email: recipient.email ?? '',
      to: redirectTo ?? recipient.email ?? '',
      subject: renderSubject(template.subject, facts),
      body: renderMergeFields(template.body, facts),
      messageId: sendId ? messageIdHeaderOf(sendId, recipient.id, deps.config.email.messageIdDomain) : '',
    };
  });
}
