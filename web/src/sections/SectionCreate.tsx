import { Create, type RaRecord } from 'react-admin';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import { SectionForm } from './SectionForm';

/** What is left empty is left out, so the server gives its default (the offering's points, the course's workgroup). */
const withoutEmpty = (values: Partial<RaRecord>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== '' && value !== undefined),
  );

/** A new section of one of the working period's offerings (fixed when opened from the offering's page). */
export function SectionCreate() {
  return (
    <RequireAccess action="create">
      <WorkingPeriodGate>
        {(period) => (
          <Create mutationMode="pessimistic" redirect="show" transform={withoutEmpty}>
            <SectionForm mode="create" periodId={period.id} />
          </Create>
        )}
      </WorkingPeriodGate>
    </RequireAccess>
  );
}

export default SectionCreate;
