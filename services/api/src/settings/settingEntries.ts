import {
  AlreadyExistsError,
  RecordVersionConflictError,
  type SettingType,
  settings,
  settingKinds,
  settingTypeOf,
  settingTypes,
} from '@tams/domain';
import { ExpectedVersionConflictError } from '@tams/event-store';
import { settingIdOf } from '@tams/platform';
import { z } from 'zod';
import type { CommandContext } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { RecordReads, type Row } from '../resources/recordReads.js';
import { RecordWrites, type WriteResult } from '../resources/recordWrites.js';

/**
 * One entry of GET settings / settingTypes (spec §7): the setting type with its current `Setting`
 * (null while never set), the value in effect, and `version` (the Setting's, 0 while never set) for edits.
 */
export const settingEntrySchema = z.object({
  id: z.string(),
  machineName: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(settingKinds),
  public: z.boolean(),
  defaultValue: z.string().nullable(),
  value: z.string().nullable(),
  version: z.number().int(),
  Setting: z
    .object({
      id: z.string(),
      value: z.string().nullable(),
      version: z.number().int(),
      updatedAt: z.unknown(),
      updatedBy: z.unknown(),
    })
    .nullable(),
});
export type SettingEntry = z.infer<typeof settingEntrySchema>;

const entryOf = (type: SettingType, row: Row | undefined): SettingEntry => ({
  id: type.machineName,
  machineName: type.machineName,
  name: type.name,
  description: type.description,
  kind: type.kind,
  public: type.public,
  defaultValue: type.defaultValue,
  value: (row?.value as string | null | undefined) ?? type.defaultValue,
  version: row?.version ?? 0,
  Setting: row
    ? {
        id: row.id,
        value: row.value as string | null,
        version: row.version,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
      }
    : null,
});

/** Setting values: read from the settings read model, written as events of the setting's own stream. */
export class SettingStore {
  readonly reads: RecordReads;
  private readonly writes: RecordWrites;

  constructor(private readonly deps: AppContext) {
    this.reads = new RecordReads(deps.db, settings);
    this.writes = new RecordWrites(deps, settings, this.reads);
  }

  async entries(types: readonly SettingType[] = settingTypes): Promise<SettingEntry[]> {
    const rows = (await this.deps.db.selectFrom('settings').selectAll().execute()) as Row[];
    const byName = new Map(rows.map((row) => [row.machineName as string, row]));
    return types.map((type) => entryOf(type, byName.get(type.machineName)));
  }

  async entry(machineName: string): Promise<SettingEntry | undefined> {
    const type = settingTypeOf(machineName);
    return type ? (await this.entries([type]))[0] : undefined;
  }

  /**
   * Makes a setting hold `value`, whoever else sets it at the same time: a conflict is read again (after a
   * growing pause), and a setting that already holds the value is left alone (several logo uploads at once
   * all turn it on).
   */
  async ensure(machineName: string, value: string, command: CommandContext): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const entry = await this.entry(machineName);
      if (!entry || entry.Setting?.value === value) return;
      try {
        await this.set(machineName, value, entry.version, command);
        return;
      } catch (error) {
        const conflict =
          error instanceof RecordVersionConflictError ||
          error instanceof AlreadyExistsError ||
          error instanceof ExpectedVersionConflictError;
        if (!conflict || attempt >= 8) throw error;
        // the write that won is in the log, maybe not yet in the read model this loop reads: on a busy
        // machine five immediate re-reads all saw the old version (25 ms, 50 ms, ... up to 0.7 s in all)
        await new Promise((done) => setTimeout(done, 25 * attempt));
      }
    }
  }

  /** Sets a value: the first time creates the setting's record, later updates it at `expectedVersion`. */
  async set(
    machineName: string,
    value: unknown,
    expectedVersion: number | undefined,
    command: CommandContext,
  ): Promise<WriteResult> {
    const id = settingIdOf(machineName);
    const existing = await this.reads.get(id);
    if (!existing && (expectedVersion ?? 0) === 0) {
      return this.writes.create({ id, machineName, value }, command);
    }
    return this.writes.update(id, { value }, expectedVersion, command);
  }
}

/** What anyone may see of a setting (before sign-in too): its value, not who changed it when. */
export const publicEntry = (entry: SettingEntry): SettingEntry => ({
  ...entry,
  Setting: entry.Setting && {
    id: entry.Setting.id,
    value: entry.Setting.value,
    version: entry.Setting.version,
    updatedAt: undefined,
    updatedBy: undefined,
  },
});
