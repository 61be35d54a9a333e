import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { offeringTermModes } from '@tams/domain';
import { useId } from 'react';
import {
  Button,
  CreateBase,
  Form,
  type RaRecord,
  ReferenceInput,
  SaveButton,
  SelectInput,
  useNotify,
} from 'react-admin';
import { validatorsOf } from '../shared/records/fieldValidation';
import { FormServerError } from '../shared/records/FormServerError';

const { AcademicTermId, TeachingModeId } = offeringTermModes.fields;

/**
 * Adds a (term, teaching mode) to an offering: a term of the offering's period and an active teaching
 * mode. Pessimistic: a pair the offering already runs in is refused on its input, the dialog kept open.
 */
export function AddTermModeDialog({
  offering,
  open,
  onClose,
}: {
  offering: RaRecord;
  open: boolean;
  onClose(): void;
}) {
  const notify = useNotify();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <CreateBase
        resource="offeringTermModes"
        record={{ CourseOfferingId: offering.id }}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            onClose();
            notify('Term mode added', { type: 'success' });
          },
        }}
      >
        <Form>
          <DialogTitle id={titleId}>Add a term mode to {String(offering.courseNumber)}</DialogTitle>
          <DialogContent>
            <FormServerError />
            <ReferenceInput
              source="AcademicTermId"
              reference="academicTerms"
              filter={{ AcademicPeriodId: offering.AcademicPeriodId }}
              sort={{ field: 'startDate', order: 'ASC' }}
            >
              <SelectInput label={AcademicTermId.label} validate={validatorsOf(AcademicTermId)} fullWidth />
            </ReferenceInput>
            <ReferenceInput
              source="TeachingModeId"
              reference="teachingModes"
              filter={{ isActive: true }}
              sort={{ field: 'name', order: 'ASC' }}
            >
              <SelectInput label={TeachingModeId.label} validate={validatorsOf(TeachingModeId)} fullWidth />
            </ReferenceInput>
          </DialogContent>
          <DialogActions>
            <Button label="Cancel" onClick={onClose} />
            <SaveButton label="Add term mode" />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
}
