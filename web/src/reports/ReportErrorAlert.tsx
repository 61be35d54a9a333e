import { Alert, AlertTitle } from '@mui/material';
import { errorLines } from './reportApi';

/** A refused request's message and the fields it names (a 400 names `gridState.<field>` and the reason). */
export function ReportErrorAlert({ error, title }: { error: unknown; title?: string }) {
  const { message, fields } = errorLines(error);
  return (
    <Alert severity="error" role="alert" data-testid="report-error" sx={{ my: 1 }}>
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
      {fields.length > 0 && (
        <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
          {fields.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
