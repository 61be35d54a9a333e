import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Alert, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../shared/records/formatting';

/** How many of the period's rows no rule classifies, and the way to the rules that would. */
export function UnclassifiedSummary({ rows }: { rows: number }) {
  if (rows === 0)
    return (
      <Alert severity="success" data-testid="effort-unclassified">
        Every row of this period is classified.
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      icon={<WarningIcon />}
      data-testid="effort-unclassified"
      action={
        <Button component={Link} to="/effort/classificationRules" size="small" color="inherit">
          Classification rules
        </Button>
      }
    >
      {formatNumber(rows)} {rows === 1 ? 'row is' : 'rows are'} unclassified: no rule matches{' '}
      {rows === 1 ? 'it' : 'them'}.
    </Alert>
  );
}
