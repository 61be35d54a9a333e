import type { FieldSpec } from '@tams/domain';
import { ReferenceField } from 'react-admin';
import { formatDate, formatDateTime, humanize, locale } from './formatting';
import { ReferenceListValue } from './RecordField';

/**
 * One value of a history entry, formatted like the field shows it; a reference by the name the server
 * resolved for the reader (`displayName`), else by its representation.
 */
export function HistoryValue({
  name,
  spec,
  value,
  displayName,
}: {
  name: string;
  spec?: FieldSpec;
  value: unknown;
  displayName?: string;
}) {
  if (value === null || value === undefined || value === '') return <em>empty</em>;
  if (displayName !== undefined && (spec?.kind === 'reference' || spec?.kind === 'referenceList'))
    return <>{displayName}</>;
  switch (spec?.kind) {
    case 'boolean':
      return <>{value ? 'Yes' : 'No'}</>;
    case 'date':
      return <>{formatDate(String(value))}</>;
    case 'timestamp':
      return <>{formatDateTime(String(value))}</>;
    case 'integer':
    case 'decimal':
      return <>{Number(value).toLocaleString(locale)}</>;
    case 'reference':
      return (
        <ReferenceField
          record={{ id: name, [name]: value }}
          source={name}
          reference={spec.resource}
          link={false}
        />
      );
    case 'referenceList':
      if (!Array.isArray(value) || value.length === 0) return <em>none</em>;
      return (
        <span style={{ display: 'inline-block', verticalAlign: 'middle' }}>
          <ReferenceListValue record={{ id: name, [name]: value }} source={name} resource={spec.resource} />
        </span>
      );
    case 'enum':
      return <>{humanize(String(value))}</>;
    case 'enumList':
      return <>{(value as string[]).map(humanize).join(', ')}</>;
    case 'dateList':
      if (!Array.isArray(value) || value.length === 0) return <em>none</em>;
      return <>{value.map((date) => formatDate(String(date))).join('; ')}</>;
    default:
      return <>{String(value)}</>;
  }
}
