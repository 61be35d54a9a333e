import { useRecordContext } from 'react-admin';
import { sectionTitleOf } from './sectionTitles';

/**
 * A section page's title (the top bar, the browser tab, the announcement): "MATH 495-001 Mathematical
 * Biology", not react-admin's "Section 001", which reads the same for every course's first section.
 */
export function SectionTitle({ action }: { action?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const title = sectionTitleOf(record);
  return <>{action ? `${action} ${title}` : title}</>;
}
