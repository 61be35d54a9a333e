import { Alert, Button } from '@mui/material';
import { useEditContext } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** A refusal that belongs to no single input (409/412 conflict, 422 business rule), kept above the form. */
export function FormServerError({ canReload = false }: { canReload?: boolean }) {
  const { errors } = useFormState();
  const message = (errors.root?.serverError as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, width: '100%' }} action={canReload && <ReloadButton />}>
      {message}
    </Alert>
  );
}

function ReloadButton() {
  const { refetch } = useEditContext();
  return (
    <Button color="inherit" size="small" onClick={() => refetch()}>
      Reload
    </Button>
  );
}
