import { field, type FieldSpec } from '@tams/domain';

/** Ids of real records the reference fields point at (the first few workgroups and locations). */
export interface GalleryRecords {
  workgroupIds: string[];
  locationIds: string[];
}

/**
 * One field kind (or a variant the forms render differently) as the gallery shows it: its definition,
 * built with the same `field` helpers the resource definitions use, a value for the filled states and one
 * that fails its checks (blank when the field is required) for the error state.
 */
export interface GalleryField {
  id: string;
  title: string;
  /** What the app uses it for, and which input renders it. */
  about: string;
  spec: FieldSpec;
  filled: (records: GalleryRecords) => unknown;
  invalid: (records: GalleryRecords) => unknown;
  /** Set by the server and only ever shown: no error, disabled or read-only state of its own. */
  displayOnly?: boolean;
}

const blank = () => null;

export const galleryFields: readonly GalleryField[] = [
  {
    id: 'text',
    title: 'Text',
    about: 'A name or code (TextInput). Error: longer than its maximum.',
    spec: field.text('Course title', { required: true, max: 40, help: 'At most 40 characters' }),
    filled: () => 'Calculus I',
    invalid: () => 'Calculus I: limits, derivatives and their applications',
  },
  {
    id: 'multilineText',
    title: 'Text, multiline',
    about: 'Notes and descriptions (TextInput, three rows, full width). Error: longer than its maximum.',
    spec: field.text('Notes', { max: 80, multiline: true }),
    filled: () => 'Shared with the evening cohort.\nRoom needs a projector.',
    invalid: () =>
      'Shared with the evening cohort.\nRoom needs a projector, a document camera and seats for ninety students.',
  },
  {
    id: 'emailText',
    title: 'Text, email',
    about: "A user's email (TextInput of type email). Error: not an email address.",
    spec: field.text('Email', { required: true, max: 254, format: 'email' }),
    filled: () => 'ada.lovelace@example.edu',
    invalid: () => 'ada.lovelace@',
  },
  {
    id: 'integer',
    title: 'Integer',
    about: 'Counts such as enrollment (NumberInput, step 1). Error: above its maximum.',
    spec: field.integer('Enrollment', { min: 0, max: 500, help: 'Students expected' }),
    filled: () => 32,
    invalid: () => 750,
  },
  {
    id: 'decimal',
    title: 'Decimal (money)',
    about: 'Amounts and points (NumberInput, any step). Error: above its maximum.',
    spec: field.decimal('Cost per point', { min: 0, max: 10_000 }),
    filled: () => 1250.5,
    invalid: () => 12_500,
  },
  {
    id: 'boolean',
    title: 'Boolean',
    about: 'A yes/no switch (BooleanInput). Error: a required switch without a value.',
    spec: field.boolean('Active', { required: true }),
    filled: () => true,
    invalid: blank,
  },
  {
    id: 'enum',
    title: 'Enum',
    about: 'One value of a fixed list (SelectInput). Error: required and left blank.',
    spec: field.enum('Term', ['fall', 'spring', 'summer'], { required: true }),
    filled: () => 'spring',
    invalid: blank,
  },
  {
    id: 'enumList',
    title: 'Enum list',
    about: 'Several values of a fixed list (SelectArrayInput). Error: required and left empty.',
    spec: field.enumList('Formats', ['lecture', 'lab', 'seminar', 'online'], { required: true }),
    filled: () => ['lecture', 'lab'],
    invalid: () => [],
  },
  {
    id: 'date',
    title: 'Date',
    about: "A calendar date (DateInput, the browser's date picker). Error: required and left blank.",
    spec: field.date('Start date', { required: true }),
    filled: () => '2026-08-24',
    invalid: blank,
  },
  {
    id: 'dateList',
    title: 'Date list',
    about: "A meeting's exception dates (DateListInput: a picker and chips). Error: more than its maximum.",
    spec: field.dateList('Exceptions', { max: 2, help: 'Dates without a meeting' }),
    filled: () => ['2026-11-26', '2026-12-24'],
    invalid: () => ['2026-11-26', '2026-12-24', '2026-12-31'],
  },
  {
    id: 'timestamp',
    title: 'Timestamp',
    about: 'A moment the server records, such as the last sign-in: shown, never typed in.',
    spec: field.timestamp('Last login'),
    filled: () => '2026-11-20T14:05:00Z',
    invalid: blank,
    displayOnly: true,
  },
  {
    id: 'reference',
    title: 'Reference (searchable)',
    about: 'One record of another list, searched by name (ReferenceInput + AutocompleteInput, real API).',
    spec: field.reference('Workgroup', 'workgroups', 'Workgroup', { required: true }),
    filled: ({ workgroupIds }) => workgroupIds[0] ?? null,
    invalid: blank,
  },
  {
    id: 'referenceList',
    title: 'Reference list',
    about:
      'Several records of another list (ReferenceArrayInput + AutocompleteArrayInput, real API). Error: more than its maximum.',
    spec: field.referenceList('Locations', 'locations', 'Locations', { max: 2 }),
    filled: ({ locationIds }) => locationIds.slice(0, 2),
    invalid: ({ locationIds }) => locationIds.slice(0, 3),
  },
];
