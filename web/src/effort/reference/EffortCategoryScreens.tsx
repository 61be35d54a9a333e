import { RecordList } from '../../shared/records/RecordList';
import { RecordShow } from '../../shared/records/RecordShow';
import { ColourSwatchField } from './ColourSwatchField';

const colourCells = { color: <ColourSwatchField source="color" /> };

/** The effort categories, each colour shown as a swatch. */
export const EffortCategoryList = () => <RecordList cells={colourCells} />;

export const EffortCategoryShow = () => <RecordShow cells={colourCells} />;
