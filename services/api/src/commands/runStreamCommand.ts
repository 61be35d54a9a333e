/**
 * A named command on a record stream (e.g. a section's stream, holding its meetings and teaching
 * assignments): what a feature route runs once it has authorized and read the command's facts.
 *
 *   const result = await runRecordStreamCommand(deps, commandContextOf(ctx, auth), {
 *     owner: sections,                     // the stream's root resource
 *     rootId: sectionId,                   // its record id: the stream is streamIdOf(owner, rootId)
 *     decide: decideTeachingAssignment,    // (command, RecordStreamState) => RecordEvent[], pure
 *     command,                             // carries the facts, the record id and expectedVersion; or
 *                                          // its promise: the facts are then read alongside the stream
 *     readBack: { reads },                 // the record to answer with (omit for a delete)
 *   });
 *   await answerWrite(ctx, result, { resource, status: 201, location: `/api/${resource}/${result.id}`, present });
 *
 * The generic commands (RecordWrites) run here too. The stream's state is folded with recordStreamDecider's
 * evolve, so every event of the stream counts whichever decider wrote it; the stream's unique keys are
 * claimed with the append (a key taken meanwhile: the 400 of its field); a stale `expectedVersion` in the
 * command is the decider's RecordVersionConflictError (409, or 412 under If-Match); then read-your-writes
 * on the owner's projection, and `visible` false (answer 202) when it has not caught up within the wait.
 */
import {
  childrenOf,
  NotFoundError,
  type RecordEvent,
  type RecordStreamState,
  type ResourceDefinition,
  recordStreamDecider,
  recordStreamUniqueKeys,
  streamIdOf,
  uniqueKeyErrors,
  ValidationError,
} from '@tams/domain';
import { handleCommand, isUniqueKeyTaken } from '@tams/event-store';
import { projectionOf } from '@tams/projections';
import type { Context } from 'koa';
import type { AppContext } from '../context.js';
import { etagOf } from '../http/preconditions.js';
import type { RecordReads, Row } from '../resources/recordReads.js';
import type { WriteResult } from '../resources/recordWrites.js';
import { answerAccepted, type CommandContext, eventMetadataOf, waitForReadModels } from './commandContext.js';

export interface RecordStreamCommand<Command extends { id: string }> {
  owner: ResourceDefinition;
  rootId: string;
  decide(command: Command, state: RecordStreamState): RecordEvent | RecordEvent[];
  /** The command, or its promise while its facts are read: awaited alongside the stream read. */
  command: Command | Promise<Command>;
  /** The record to read back once visible (by default the command's id); absent: answer without a row. */
  readBack?: { reads: RecordReads; id?: string };
  /** The stream is new (a root record's create): decide without reading it. */
  newStream?: boolean;
  /** Checks against read models, run alongside the stream read; a throw refuses the command. */
  check?: () => Promise<void>;
}

const streamsOf = new Map<string, ReturnType<typeof streamOf>>();
const streamOf = (owner: ResourceDefinition) => ({
  decider: recordStreamDecider(owner, childrenOf(owner)),
  uniqueKeys: recordStreamUniqueKeys(owner, childrenOf(owner)),
  processors: [projectionOf(owner.name).name],
});
const cachedStreamOf = (owner: ResourceDefinition) => {
  let stream = streamsOf.get(owner.name);
  if (!stream) streamsOf.set(owner.name, (stream = streamOf(owner)));
  return stream;
};

export async function runRecordStreamCommand<Command extends { id: string }>(
  deps: AppContext,
  context: CommandContext,
  { owner, rootId, decide, command, readBack, newStream, check }: RecordStreamCommand<Command>,
): Promise<WriteResult> {
  const { decider, uniqueKeys, processors } = cachedStreamOf(owner);
  const result = await handleCommand(
    deps.store,
    streamIdOf(owner, rootId),
    { initialState: decider.initialState, evolve: decider.evolve, decide },
    command,
    {
      metadata: eventMetadataOf(context),
      streamType: owner.streamPrefix,
      ...(uniqueKeys ? { uniqueKeys } : {}),
      ...(newStream ? { newStream } : {}),
      ...(check ? { check } : {}),
    },
  ).catch((error: unknown) => {
    // another record took the value between the read-model check and the append: the same 400
    if (isUniqueKeyTaken(error))
      throw new ValidationError(uniqueKeyErrors([owner, ...childrenOf(owner)], error.keys));
    throw error;
  });
  const { id } = await command; // resolved by now
  const visible = await waitForReadModels(deps, processors, result.position, result.events);
  // the row this process's projection just wrote, when it has it; else a read
  const rowId = readBack?.id ?? id;
  const row =
    visible && readBack
      ? ((deps.caches.recentRows.take(readBack.reads.definition.name, rowId, result.version) as
          Row | undefined) ?? (await readBack.reads.get(rowId)))
      : undefined;
  return { id, row, position: result.position, visible };
}

/**
 * The answer to a write, as the generic record routes give it: the record (ETag, `Location` on a 201) as
 * `present` shows it to the caller, or 202 with where to find it when the read model has not caught up.
 * (A visible delete answers with the row it removed: the caller does that.)
 */
export async function answerWrite(
  ctx: Context,
  result: WriteResult,
  answer: { resource: string; status: 200 | 201; location: string; present(row: Row): Promise<Row> | Row },
): Promise<void> {
  if (!result.visible) {
    ctx.set('Location', answer.location);
    return answerAccepted(ctx, result.position, { id: result.id });
  }
  if (!result.row) throw new NotFoundError(answer.resource, result.id);
  ctx.status = answer.status;
  ctx.set('ETag', etagOf(result.row.version));
  if (answer.status === 201) ctx.set('Location', answer.location);
  ctx.body = await answer.present(result.row);
}
