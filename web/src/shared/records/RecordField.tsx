import { Chip, Stack } from '@mui/material';
import type { FieldSpec } from '@tams/domain';
import { BooleanField, DateField, NumberField, ReferenceField, TextField, useFieldValue } from 'react-admin';
import { dateOptions, decimalOptions, humanize, locale } from './formatting';

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

/** A record's value of one field, shown the way its kind reads best (en-US numbers and dates). */
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
    case 'reference':
      return <ReferenceField source={source} reference={spec.resource} link="show" />;
    case 'enum':
      return <TextField source={source} />;
    case 'enumList':
      return <EnumListValue source={source} />;
  }
}
