import { useEffect } from 'react';
import { useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Prefills an offering's points from its course's section credit hours when the course is chosen (issue 20
 * item 7): the usual value, which the scheduler may change. Points the user typed are kept.
 */
export function PointsFromCourse() {
  const courseId = useWatch({ name: 'CourseId' }) as string | undefined;
  const { setValue, getFieldState } = useFormContext();
  const { data: course } = useGetOne('courses', { id: courseId! }, { enabled: Boolean(courseId) });
  useEffect(() => {
    const value: unknown = course?.sectionCreditHours;
    const hours = Number(value);
    if (value == null || value === '' || !Number.isFinite(hours) || getFieldState('points').isDirty) return;
    setValue('points', hours, { shouldValidate: true });
  }, [course, setValue, getFieldState]);
  return null;
}
