import { RecordShow } from '../shared/records/RecordShow';
import { OfferingSections } from './OfferingSections';
import { OfferingTermModes } from './OfferingTermModes';

/** An offering: its fields, its term modes, its sections, and its history (its term modes' events too). */
export function CourseOfferingShow() {
  return <RecordShow panels={[<OfferingTermModes key="termModes" />, <OfferingSections key="sections" />]} />;
}

export default CourseOfferingShow;
