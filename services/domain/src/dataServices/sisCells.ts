import { meetingDays } from '../sections/meeting.js';
import type { FieldSpec } from '../shared/fields.js';
import { dateMessage, isCalendarDate } from '../shared/storableValues.js';

/** A cell as the value its field takes, or why it cannot be one (the field's own checks come after). */
export type CellValue = { value: unknown } | { error: string };

const yes = new Set(['yes', 'y', 'true', 't', '1', 'x']);
const no = new Set(['no', 'n', 'false', 'f', '0']);
const dayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** The registrars' one-letter days: M T W R F S U (R: Thursday, U: Sunday). */
const dayLetters: Record<string, string> = { m: 'MO', t: 'TU', w: 'WE', r: 'TH', f: 'FR', s: 'SA', u: 'SU' };

function numberOf(text: string): CellValue {
  const plain = text.replace(/,(?=\d{3}(\D|$))/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? { value: Number(plain) } : { error: 'Must be a number' };
}

/** '2026-09-01', or as Excel and people write it in the US: 9/1/2026. */
function dateOf(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
  return isCalendarDate(iso) ? iso : undefined;
}

/** MO TU WE, Mon/Wed, Monday, or the letters MWF and TR. */
export function meetingDaysOf(text: string): CellValue {
  const days = new Set<string>();
  for (const token of text
    .toLowerCase()
    .split(/[\s,;/]+/)
    .filter(Boolean)) {
    const named = token.length >= 2 ? dayNames.findIndex((name) => name.startsWith(token)) : -1;
    if (named >= 0) days.add(meetingDays[named]!);
    else if (/^[mtwrfsu]+$/.test(token)) for (const letter of token) days.add(dayLetters[letter]!);
    else return { error: `Must be days such as MO WE FR or MWF; "${token}" is none` };
  }
  return { value: meetingDays.filter((day) => days.has(day)) };
}

/** '9:30' as '09:30', '2:15 PM' as '14:15', Excel's 0.375 (a fraction of a day) as '09:00'. */
function timeOf(text: string): string {
  if (/^0?\.\d+$/.test(text)) {
    const minutes = Math.round(Number(text) * 24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  const match = /^(\d{1,2}):(\d{2})(?::00)?\s*([ap]\.?m\.?)?$/i.exec(text);
  if (!match) return text;
  let hours = Number(match[1]);
  const half = match[3]?.[0]?.toLowerCase();
  if (half === 'p' && hours < 12) hours += 12;
  if (half === 'a' && hours === 12) hours = 0;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

const listOf = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A cell's text as its field's value. References are not resolved here (the caller looks the name up);
 * text is kept as written, parseRecordInput checks length and what a read model can store.
 */
export function cellValue(spec: FieldSpec, field: string, text: string): CellValue {
  const trimmed = text.trim();
  switch (spec.kind) {
    case 'integer':
    case 'decimal':
      return numberOf(trimmed);
    case 'boolean': {
      const lower = trimmed.toLowerCase();
      if (yes.has(lower)) return { value: true };
      if (no.has(lower)) return { value: false };
      return { error: 'Must be yes or no' };
    }
    case 'date':
      return { value: dateOf(trimmed) ?? trimmed };
    case 'dateList': {
      const dates = listOf(trimmed).flatMap((part) => part.split(/\s+/));
      const bad = dates.filter((date) => !dateOf(date));
      if (bad.length > 0) return { error: `${dateMessage}: ${bad.join(', ')}` };
      return { value: dates.map((date) => dateOf(date)!) };
    }
    case 'enum': {
      const found = spec.values.find((value) => value.toLowerCase() === trimmed.toLowerCase());
      return found ? { value: found } : { error: `Must be one of: ${spec.values.join(', ')}` };
    }
    case 'enumList':
      return field === 'days' ? meetingDaysOf(trimmed) : { value: listOf(trimmed) };
    case 'text':
      return { value: field === 'startTime' || field === 'endTime' ? timeOf(trimmed) : trimmed };
    default:
      return { value: trimmed };
  }
}
