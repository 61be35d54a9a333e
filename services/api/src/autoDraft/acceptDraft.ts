import { type AppAbility, type AuthContext } from '@tams/access';
import {
  type AcceptedProposal,
  type AutoDraftState,
  DomainError,
  type DraftProposal,
  proposalRefusal,
  type RefusedProposal,
} from '@tams/domain';
import type { EventMetadata } from '@tams/event-store';
import { derivedId } from '@tams/platform';
import { assignmentFacts } from '@tams/projections';
import { runAutoDraftCommand } from '@tams/workers';
import type { CommandContext } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';
import { allowsRecord } from '../resources/readAccess.js';
import { assignInstructorOf, runAssignmentCommand } from '../teachingAssignments/runAssignment.js';

export interface Acceptance {
  correlationId: string;
  assigned: AcceptedProposal[];
  refused: RefusedProposal[];
}

/** The assignment a proposal becomes: the same id whichever acceptance makes it, so it is made once. */
const assignmentIdOf = (draftId: string, sectionId: string) =>
  derivedId('autoDraftAssignment', `${draftId}:${sectionId}`);

/**
 * One proposal as an ordinary AssignInstructor on the section's stream, over facts read now: refused
 * with the reason when the plan moved since the draft (proposalRefusal), when the caller may not assign in
 * the section's workgroup, or when the command refuses it. Overload is confirmed only if the draft allowed
 * it; a time conflict never is.
 */
async function acceptProposal(
  deps: AppContext,
  context: CommandContext,
  ability: AppAbility,
  proposal: DraftProposal,
  allowOverload: boolean,
): Promise<{ assigned: AcceptedProposal } | { refused: RefusedProposal }> {
  const { SectionId, UserId } = proposal;
  const id = assignmentIdOf(context.requestId, SectionId);
  const refused = (reason: string) => ({ refused: { SectionId, UserId, reason } });
  const [facts, made] = await Promise.all([
    assignmentFacts(deps.db, SectionId, UserId, null, workloadOptionsOf(deps)),
    deps.db.selectFrom('teachingAssignments').select('id').where('id', '=', id).executeTakeFirst(),
  ]);
  // an acceptance that died after assigning it: it is assigned
  if (made) return { assigned: { SectionId, UserId, id } };
  const { section } = facts;
  if (
    section &&
    !allowsRecord(ability, 'create', 'SectionAssignment', { SectionId, WorkgroupId: section.WorkgroupId })
  )
    return refused("You may not assign in this section's workgroup");
  const reason = proposalRefusal(proposal, facts, allowOverload);
  if (reason || !section) return refused(reason ?? 'The section no longer exists');
  const values = { SectionId, UserId, points: proposal.points };
  try {
    await runAssignmentCommand(
      deps,
      context,
      SectionId,
      assignInstructorOf({ ...facts, section }, id, values, allowOverload),
    );
  } catch (error) {
    // a rule of the command (the plan moved between the read and the append): this one is refused
    if (error instanceof DomainError) return refused(error.message);
    throw error;
  }
  return { assigned: { SectionId, UserId, id } };
}

/**
 * Accepts a solved draft's proposals (all not accepted yet, or those named): claims them on the draft's
 * stream at the version `draft` was read at (a concurrent acceptance: 409), assigns each in turn as the
 * caller with `via: autoDraft` and the draft's id as correlation id, then records what was assigned and
 * what refused.
 */
export async function acceptDraft(
  deps: AppContext,
  auth: AuthContext,
  ability: AppAbility,
  draft: { id: string; state: AutoDraftState; version: number },
  SectionIds: readonly string[] | undefined,
): Promise<Acceptance> {
  const { id, state } = draft;
  const context: CommandContext = { auth, requestId: id, via: 'autoDraft' };
  const metadata: EventMetadata = {
    actorId: auth.workingUserId,
    authenticatedUserId: auth.authenticatedUserId,
    correlationId: id,
    via: 'autoDraft',
  };
  const claim = { type: 'StartAcceptingAutoDraft' as const, id, SectionIds, at: new Date().toISOString() };
  const claimed = await runAutoDraftCommand(deps.store, id, claim, {
    metadata,
    expectedVersion: draft.version,
  });
  const proposals = new Map(
    (state.result?.proposals ?? []).map((proposal) => [proposal.SectionId, proposal]),
  );
  const allowOverload = state.request?.allowOverload === true;
  const assigned: AcceptedProposal[] = [];
  // named again after an earlier acceptance assigned them: said so, not assigned twice
  const refused: RefusedProposal[] = (SectionIds ?? [])
    .filter((sectionId) => state.accepted.includes(sectionId))
    .map((sectionId) => ({
      SectionId: sectionId,
      UserId: proposals.get(sectionId)!.UserId,
      reason: 'Accepted already',
    }));
  for (const sectionId of claimed.state.accepting?.SectionIds ?? []) {
    const outcome = await acceptProposal(deps, context, ability, proposals.get(sectionId)!, allowOverload);
    if ('assigned' in outcome) assigned.push(outcome.assigned);
    else refused.push(outcome.refused);
  }
  await runAutoDraftCommand(
    deps.store,
    id,
    { type: 'RecordAutoDraftAccepted', id, assigned, refused },
    { metadata },
  );
  return { correlationId: id, assigned, refused };
}
