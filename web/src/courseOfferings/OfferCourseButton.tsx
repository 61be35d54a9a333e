import AddIcon from '@mui/icons-material/EventAvailable';
import OpenIcon from '@mui/icons-material/EventNote';
import { CreateButton, ShowButton, useCanAccess, useGetList, useRecordContext } from 'react-admin';
import { useWorkingPeriod } from '../workingPeriod/periodQueries';

/**
 * On a course's page: "Offer in 2026-2027" (the working academic period) opens the offering form with the
 * course chosen; once it is offered there, "Offered in 2026-2027" opens that offering instead.
 */
export function OfferCourseButton() {
  const course = useRecordContext();
  const { data: period } = useWorkingPeriod();
  const { canAccess } = useCanAccess({ resource: 'courseOfferings', action: 'create' });
  const { data: offerings } = useGetList(
    'courseOfferings',
    {
      filter: { CourseId: course?.id, AcademicPeriodId: period?.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'courseNumber', order: 'ASC' },
    },
    { enabled: Boolean(canAccess && course && period) },
  );
  if (!canAccess || !course || !period || !offerings) return null;
  const [offering] = offerings;
  if (offering) {
    return (
      <ShowButton
        resource="courseOfferings"
        record={offering}
        label={`Offered in ${period.name}`}
        icon={<OpenIcon />}
      />
    );
  }
  if (course.isActive === false || course.isOffered === false) return null;
  return (
    <CreateButton
      resource="courseOfferings"
      state={{ record: { CourseId: course.id } }}
      label={`Offer in ${period.name}`}
      icon={<AddIcon />}
    />
  );
}
