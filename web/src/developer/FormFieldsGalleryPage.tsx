import { Alert, Box, Link, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FieldKindSection } from './FieldKindSection';
import { galleryFields } from './galleryFields';
import { useGalleryRecords } from './useGalleryRecords';

/**
 * Formik Fields (Developer menu, local and development modes): every input the generic record forms
 * draw, one section per field kind of the definitions (and the variants drawn differently), each in every
 * state, through the forms' own RecordInput, so a change to an input shows here in all its states.
 */
export function FormFieldsGalleryPage() {
  const { records, isPending, error } = useGalleryRecords();
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Formik Fields" />
      <Typography variant="h4" component="h1" gutterBottom>
        Formik Fields
      </Typography>
      <Typography variant="body1" sx={{ mb: 1 }}>
        Every input of the record forms, by field kind, in each state: empty, filled, error, disabled and
        read-only. The references point at real workgroups and locations. Hidden and server-only fields never
        get an input, so they are not here.
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/styles">
          Back to the Style Guide
        </Link>
      </Typography>
      {Boolean(error) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The workgroups and locations could not be read: the reference fields show no values.
        </Alert>
      )}
      {isPending ? (
        <Loading />
      ) : (
        galleryFields.map((entry) => <FieldKindSection key={entry.id} entry={entry} records={records} />)
      )}
    </Box>
  );
}

export default FormFieldsGalleryPage;
