import { Typography } from '@mui/material';
import { courseOfferings } from '@tams/domain';
import { AutocompleteInput, Create, Labeled, NumberInput, ReferenceInput, SimpleForm } from 'react-admin';
import type { Period } from '../workingPeriod/periodQueries';
import { validatorsOf } from '../shared/records/fieldValidation';
import { FormServerError } from '../shared/records/FormServerError';
import { RequireAccess } from '../shared/records/RequireAccess';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import { courseChoiceName } from './courseChoiceName';
import { PointsFromCourse } from './PointsFromCourse';

const { CourseId, points } = courseOfferings.fields;

/**
 * A course of the catalog offered in the working academic period (fixed, shown), with its points. A
 * course already offered there is refused on its input. A link from a course's page brings its CourseId.
 * The points start as the course's section credit hours.
 */
export function CourseOfferingCreate() {
  return (
    <RequireAccess action="create">
      <WorkingPeriodGate>{(period) => <CourseOfferingCreateForm period={period} />}</WorkingPeriodGate>
    </RequireAccess>
  );
}

function CourseOfferingCreateForm({ period }: { period: Period }) {
  return (
    <Create mutationMode="pessimistic" redirect="show" title={`Offer a course in ${period.name}`}>
      <SimpleForm defaultValues={{ AcademicPeriodId: period.id }}>
        <FormServerError />
        <Labeled label="Academic Period">
          <Typography data-testid="offering-period">{period.name}</Typography>
        </Labeled>
        <ReferenceInput
          source="CourseId"
          reference="courses"
          filter={{ isActive: true, isOffered: true }}
          sort={{ field: 'courseNumber', order: 'ASC' }}
          perPage={50}
        >
          <AutocompleteInput
            label={CourseId.label}
            optionText={courseChoiceName}
            validate={validatorsOf(CourseId)}
            helperText="Active courses of the catalog that are offered"
            sx={{ minWidth: 360 }}
          />
        </ReferenceInput>
        <PointsFromCourse />
        <NumberInput
          source="points"
          label={points.label}
          validate={validatorsOf(points)}
          min={points.min}
          max={points.max}
          step="any"
          helperText={points.help}
        />
      </SimpleForm>
    </Create>
  );
}

export default CourseOfferingCreate;
