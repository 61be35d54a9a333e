import { Chip, Stack } from '@mui/material';
import { type FieldSpec, resourceDefinition } from '@tams/domain';
import {
  BooleanField,
  ChipField,
  DateField,
  NumberField,
  type RaRecord,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  useFieldValue,
} from 'react-admin';
import { dateOptions, dateTimeOptions, decimalOptions, formatDate, humanize, locale } from './formatting';

export interface RecordFieldProps {
  source: string;
  spec: FieldSpec;
  /** Read by SimpleShowLayout for the field's label. */
  label?: string;
}

function EnumListValue({ source }: { source: string }) {
  const values = useFieldValue({ source }) as string[] | null | undefined;
  if (!values?.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {values.map((value) => (
        <Chip key={value} label={humanize(value)} size="small" />
      ))}
    </Stack>
  );
}

/** Calendar dates as chips: "Nov 25, 2026". */
function DateListValue({ source }: { source: string }) {
  const values = useFieldValue({ source }) as string[] | null | undefined;
  if (!values?.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {values.map((value) => (
        <Chip key={value} label={formatDate(value)} size="small" />
      ))}
    </Stack>
  );
}

/** Several records of another resource (a faculty member's campuses), as chips of their names. */
export function ReferenceListValue({
  source,
  resource,
  record,
}: {
  source: string;
  resource: string;
  /** Another record than the one in context (a history entry's values). */
  record?: RaRecord;
}) {
  const representation = resourceDefinition(resource).representation;
  return (
    <ReferenceArrayField source={source} reference={resource} perPage={100} record={record}>
      <SingleFieldList linkType={false} empty={null}>
        <ChipField source={representation} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

/**
 * A record's value of one field, shown the way its kind reads best (en-US numbers and dates). A reference
 * links to its record's page when there is one the user may open.
 */
export function RecordField({ source, spec }: RecordFieldProps) {
  switch (spec.kind) {
    case 'text':
      return <TextField source={source} sx={spec.multiline ? { whiteSpace: 'pre-wrap' } : undefined} />;
    case 'integer':
      return <NumberField source={source} locales={locale} />;
    case 'decimal':
      return <NumberField source={source} locales={locale} options={decimalOptions} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return <DateField source={source} locales={locale} options={dateOptions} />;
    case 'timestamp':
      return <DateField source={source} locales={locale} options={dateTimeOptions} showTime />;
    case 'reference':
      return <ReferenceField source={source} reference={spec.resource} />;
    case 'referenceList':
      return <ReferenceListValue source={source} resource={spec.resource} />;
    case 'enum':
      return <TextField source={source} />;
    case 'enumList':
      return <EnumListValue source={source} />;
    case 'dateList':
      return <DateListValue source={source} />;
  }
}
