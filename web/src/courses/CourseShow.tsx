import { OfferCourseButton } from '../courseOfferings/OfferCourseButton';
import { RecordShow } from '../shared/records/RecordShow';

/** A course: the generic page, with "Offer in <working period>" for those who manage offerings. */
export function CourseShow() {
  return <RecordShow actions={<OfferCourseButton />} />;
}

export default CourseShow;
