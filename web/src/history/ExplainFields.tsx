import { useRecordContext } from 'react-admin';
import { sectionTitleOf } from '../sections/sectionTitles';
import { ExplainButton } from './ExplainButton';

/** "Explain" in an instructor's row: their required, assigned and remaining points in the period. */
export function ExplainInstructorField({ periodId }: { periodId: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const name = String(record.name ?? '');
  return (
    <ExplainButton
      target={{ kind: 'instructor', userId: String(record.id), periodId, name }}
      label={`Explain the points of ${name}`}
    />
  );
}

/** "Explain" in a section's row: its assigned points and coverage. */
export function ExplainSectionField() {
  const record = useRecordContext();
  if (!record) return null;
  const name = sectionTitleOf(record);
  return (
    <ExplainButton
      target={{ kind: 'section', sectionId: String(record.id), name }}
      label={`Explain the assigned points of ${name}`}
    />
  );
}
