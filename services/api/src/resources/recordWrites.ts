import {
  childIncludeName,
  childrenOf,
  type FieldErrors,
  NotFoundError,
  parseRecordInput,
  type RecordCommand,
  type RecordEvent,
  type RecordStreamState,
  type ResourceDefinition,
  recordStreamDecider,
  standardColumns,
  streamOwnerOf,
  ValidationError,
} from '@tams/domain';
import type { Checkpoint } from '@tams/event-store';
import type { CommandContext } from '../commands/commandContext.js';
import { runRecordStreamCommand } from '../commands/runStreamCommand.js';
import type { AppContext } from '../context.js';
import {
  newRecordId,
  parseTrusted,
  parseWithServerValues,
  refuseServerValueChanges,
  type ServerValues,
} from './recordInput.js';
import { missingReferences, type RecordReads, type Row, referenceExists } from './recordReads.js';
import { refuseDeleteWhileReferenced } from './references.js';
import { isUuid } from '../http/ids.js';

export type WriteResult = {
  /** The record written (known even when it is not visible yet). */
  id: string;
  row: Row | undefined;
  position: Checkpoint | undefined;
  visible: boolean;
};

export interface RecordHooks {
  /** Checks that need other streams, read models or the caller (e.g. "not the system's active period"). */
  beforeDelete?(row: Row, context: CommandContext): Promise<void>;
}

/**
 * A feature's named command run instead of the generic record command (e.g. a meeting saved with its
 * room's bookings): `commandOf` wraps the record command with the facts it reads (`current`: the record
 * as it is, on an update), `decide` judges it.
 */
export interface NamedRecordCommand<Command extends { id: string } = { id: string }> {
  commandOf(record: RecordCommand, current?: Row): Promise<Command>;
  decide(command: Command, state: RecordStreamState): RecordEvent | RecordEvent[];
}

export interface CreateOptions {
  named?: NamedRecordCommand<any>;
  /** Input the server built: it may set serverOnly and hidden fields. */
  trusted?: boolean;
  /** Sees the parsed values before anything is appended (e.g. CASL conditions on them); throw to refuse. */
  guard?(values: Record<string, unknown>): void;
  serverValues?: ServerValues;
  /** The id of the new record when it follows from its values (e.g. one offering per course and period). */
  idOf?(values: Record<string, unknown>): string;
}

export interface UpdateOptions {
  named?: NamedRecordCommand<any>;
  /** Input the server built: it may set serverOnly and hidden fields. */
  trusted?: boolean;
  /** Sees the record as it is before anything is appended; throw to refuse. */
  guard?(current: Row): void;
  /** Sees the record as the update would leave it (current + new values); throw to refuse. */
  guardNext?(next: Row): void;
  serverValues?: ServerValues;
}

export interface DeleteOptions {
  /** Sees the record as it is before anything is appended; throw to refuse. */
  guard?(current: Row): void;
}

/** Create, update and delete of a simple resource: validate -> decide -> append -> wait -> read back. */
export class RecordWrites {
  private readonly owner: ResourceDefinition;
  private readonly decide;
  private readonly readOnlyKeys: ReadonlySet<string>;
  /** What the server alone sets: an update may echo these unchanged, not change them. */
  private readonly serverKeys: ReadonlySet<string>;

  constructor(
    private readonly deps: AppContext,
    private readonly definition: ResourceDefinition,
    private readonly reads: RecordReads,
    private readonly hooks: RecordHooks = {},
  ) {
    this.owner = streamOwnerOf(definition);
    this.decide = recordStreamDecider(this.owner, childrenOf(this.owner)).decide;
    const includes = Object.values(definition.fields).flatMap((spec) =>
      spec.kind === 'reference' || spec.kind === 'referenceList' ? [spec.include] : [],
    );
    this.readOnlyKeys = new Set([
      ...standardColumns,
      ...Object.keys(definition.computed ?? {}),
      ...includes,
      ...childrenOf(definition).map(childIncludeName),
    ]);
    this.serverKeys = new Set([
      ...standardColumns.filter((name) => name !== 'version'),
      ...Object.keys(definition.computed ?? {}),
      ...Object.entries(definition.fields).flatMap(([name, spec]) => (spec.serverOnly ? [name] : [])),
    ]);
  }

  async create(input: unknown, context: CommandContext, options: CreateOptions = {}): Promise<WriteResult> {
    const { fields } = this.definition;
    const values = options.serverValues
      ? await parseWithServerValues(fields, input, this.readOnlyKeys, options.serverValues)
      : parseRecordInput(fields, input, 'create', {
          readOnlyKeys: this.readOnlyKeys,
          trusted: options.trusted === true,
        });
    options.guard?.(values);
    const id = newRecordId(input, values, options.idOf);
    const parent = this.definition.parent;
    const rootId = parent ? String(values[parent.field]) : id;
    return this.run(
      rootId,
      { type: 'CreateRecord', resource: this.definition.name, id, values },
      context,
      id,
      {
        newStream: !parent,
        check: () => this.checkAgainstOthers(id, values),
        named: options.named,
      },
    );
  }

  async update(
    id: string,
    input: unknown,
    expectedVersion: number | undefined,
    context: CommandContext,
    options: UpdateOptions = {},
  ): Promise<WriteResult> {
    const parsed = parseRecordInput(this.definition.fields, input, 'update', {
      readOnlyKeys: this.readOnlyKeys,
      trusted: options.trusted === true,
    });
    const current = await this.current(id);
    options.guard?.(current);
    if (!options.trusted && (expectedVersion === undefined || expectedVersion === current.version))
      refuseServerValueChanges(input, current, this.serverKeys);
    const values = options.serverValues
      ? {
          ...parsed,
          ...parseTrusted(
            this.definition.fields,
            await options.serverValues(parsed, current),
            'update',
            this.readOnlyKeys,
          ),
        }
      : parsed;
    // an immutable field's change is the decider's 400 (it names the field), not a refusal of who may write
    const settable = Object.entries(values).filter(([name]) => !this.definition.fields[name]?.immutable);
    options.guardNext?.({ ...current, ...Object.fromEntries(settable) });
    const changed = Object.fromEntries(
      Object.entries(values).filter(([name, value]) => current[name] !== value),
    );
    const command: RecordCommand = { type: 'UpdateRecord', resource: this.definition.name, id, values };
    if (expectedVersion !== undefined) command.expectedVersion = expectedVersion;
    return this.run(this.rootIdOf(current), command, context, id, {
      check: () => this.checkAgainstOthers(id, changed),
      named: options.named && {
        ...options.named,
        commandOf: (record) => options.named!.commandOf(record, current),
      },
    });
  }

  async delete(
    id: string,
    expectedVersion: number | undefined,
    context: CommandContext,
    options: DeleteOptions = {},
  ): Promise<WriteResult> {
    const current = await this.current(id);
    options.guard?.(current);
    await this.hooks.beforeDelete?.(current, context);
    await refuseDeleteWhileReferenced(this.deps.db, this.definition, current);
    const command: RecordCommand = { type: 'DeleteRecord', resource: this.definition.name, id };
    if (expectedVersion !== undefined) command.expectedVersion = expectedVersion;
    const result = await this.run(this.rootIdOf(current), command, context, undefined);
    return { ...result, id, row: current };
  }

  /** The command on the owner's stream, as a feature's named command runs (runRecordStreamCommand). */
  private run(
    rootId: string,
    command: RecordCommand,
    context: CommandContext,
    readBackId: string | undefined,
    {
      named,
      ...options
    }: { newStream?: boolean; check?: () => Promise<void>; named?: NamedRecordCommand<any> } = {},
  ): Promise<WriteResult> {
    return runRecordStreamCommand(this.deps, context, {
      owner: this.owner,
      rootId,
      ...(named
        ? { decide: named.decide, command: named.commandOf(command) }
        : { decide: this.decide, command }),
      ...(readBackId ? { readBack: { reads: this.reads, id: readBackId } } : {}),
      ...options,
    });
  }

  private async current(id: string): Promise<Row> {
    const row = isUuid(id) ? await this.reads.get(id) : undefined;
    if (!row) throw new NotFoundError(this.definition.name, id);
    return row;
  }

  private rootIdOf(row: Row): string {
    return this.definition.parent ? String(row[this.definition.parent.field]) : row.id;
  }

  /**
   * Rules across records, checked on the read models: unique fields and references to live records.
   * For unique fields this is only the fast, friendly answer: a read model lags, so two simultaneous
   * writes of one value both pass it; the unique keys claimed with the append (`uniqueKeys`) refuse the
   * second.
   */
  private async checkAgainstOthers(id: string, values: Record<string, unknown>): Promise<void> {
    const errors: FieldErrors = {};
    const checks = Object.entries(values).map(async ([name, value]) => {
      const spec = this.definition.fields[name];
      if (!spec || value === null || value === undefined) return;
      if (spec.kind === 'text' && spec.unique && (await this.reads.othersWith(name, String(value), id))) {
        errors[name] = `Already used by another ${this.definition.labels.one.toLowerCase()}`;
      }
      if (spec.kind === 'reference' && !(await referenceExists(this.deps.db, spec.resource, String(value)))) {
        errors[name] = `No ${spec.label.toLowerCase()} with this id`;
      }
      if (spec.kind === 'referenceList') {
        const missing = await missingReferences(this.deps.db, spec.resource, value as string[]);
        if (missing.length > 0)
          errors[name] = `No ${spec.label.toLowerCase()} with the id ${missing.join(', ')}`;
      }
    });
    await Promise.all(checks);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }
}
