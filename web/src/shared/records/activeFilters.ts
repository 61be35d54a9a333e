import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { humanize } from './formatting';

/** A filter that is on, as the list names it: "Search: Ada", "Term: Fall 2026". */
export interface ActiveFilter {
  /** The filter's top-level key in the list's filter values (what clearing it removes). */
  key: string;
  label: string;
  /** The value in words; a reference's record is named once it is read (see `reference`). */
  text: string;
  reference?: {
    resource: string;
    id: Identifier;
    optionText?: string | ((record: RaRecord) => string);
  };
}

interface FilterInputProps {
  source?: string;
  label?: unknown;
  reference?: string;
  choices?: { id: unknown; name?: unknown }[];
  optionText?: unknown;
  children?: ReactNode;
}

const valueAt = (values: Record<string, unknown>, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined,
      values,
    );

/** DESIGN: a filter with an empty value, an empty array or "any" is ignored by the API. */
const isOn = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  value !== 'any' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => !isOn(v)));

/** Whether any filter a user can change is on (the list's fixed `filter` prop is not among them). */
export const hasActiveFilters = (filterValues: Record<string, unknown> | undefined): boolean =>
  Object.values(filterValues ?? {}).some(isOn);

const textOf = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value && typeof value === 'object') return Object.values(value).filter(isOn).map(textOf).join(', ');
  return String(value);
};

const labelText = (label: unknown): string | undefined =>
  typeof label === 'string' && label ? label : undefined;

function describe(element: ReactElement<FilterInputProps>, value: unknown, key: string): ActiveFilter {
  const { props } = element;
  const child = Children.toArray(props.children).find(isValidElement) as
    ReactElement<FilterInputProps> | undefined;
  const source = props.source ?? key;
  const label =
    labelText(props.label) ??
    labelText(child?.props.label) ??
    (source === 'q' ? 'Search' : humanize(source.split('.')[0]!.replace(/Id$/, '')));
  const choice = props.choices?.find((option) => option.id === value);
  if (choice) return { key, label, text: String(choice.name ?? choice.id) };
  if (props.reference && (typeof value === 'string' || typeof value === 'number')) {
    const optionText = child?.props.optionText;
    return {
      key,
      label,
      text: String(value),
      reference: {
        resource: props.reference,
        id: value,
        optionText:
          typeof optionText === 'string' || typeof optionText === 'function'
            ? (optionText as string | ((record: RaRecord) => string))
            : undefined,
      },
    };
  }
  return { key, label, text: textOf(value) };
}

/**
 * The filters that are on, in the order of the list's filter inputs (then any other filter value, e.g.
 * one from a link), each named by its input's label and its value in words.
 */
export function activeFilters(
  filterValues: Record<string, unknown> | undefined,
  filterInputs: readonly ReactNode[] | undefined,
): ActiveFilter[] {
  const values = filterValues ?? {};
  const described = new Set<string>();
  const found: ActiveFilter[] = [];
  for (const element of filterInputs ?? []) {
    if (!isValidElement<FilterInputProps>(element)) continue;
    const source = element.props.source;
    if (!source) continue;
    const key = source.split('.')[0]!;
    const value = valueAt(values, source);
    if (described.has(key) || !isOn(value)) continue;
    described.add(key);
    found.push(describe(element, value, key));
  }
  for (const [key, value] of Object.entries(values)) {
    if (described.has(key) || !isOn(value)) continue;
    found.push({
      key,
      label: key === 'q' ? 'Search' : humanize(key.replace(/Id$/, '')),
      text: textOf(value),
    });
  }
  return found;
}
