import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { searchWithAsOf } from './asOf';
import { instantWords } from './instants';
import { TimeControl } from './TimeControl';
import { useAsOf, useCanReadHistory } from './useAsOf';

/** "As of…": opens the period's time control; picking an instant shows the page as it was then. */
function AsOfButton({ periodId }: { periodId: string }) {
  const [open, setOpen] = useState(false);
  const { setAsOf } = useAsOf();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        As of…
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            Show this page as of an earlier instant
          </Box>
          <IconButton aria-label="Close" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <TimeControl
            periodId={periodId}
            value={null}
            onChange={(at) => {
              setOpen(false);
              setAsOf(at);
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The banner of a page showing the past: which instant, the way back to now, and the time control. */
function PastBanner({ periodId, asOf }: { periodId: string; asOf: string }) {
  const location = useLocation();
  const { setAsOf } = useAsOf();
  return (
    <Alert
      severity="warning"
      icon={<HistoryIcon />}
      role="region"
      aria-label="Showing the past"
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle data-testid="as-of-banner">
        Showing the plan as of {instantWords(asOf)} — this is the past
      </AlertTitle>
      <Link
        component={RouterLink}
        to={{ pathname: location.pathname, search: searchWithAsOf(location.search, null) }}
      >
        Back to now
      </Link>
      <Box sx={{ mt: 1 }}>
        <TimeControl periodId={periodId} value={asOf} onChange={(at) => setAsOf(at, true)} />
      </Box>
    </Alert>
  );
}

/**
 * The top of a plan page (Section Assignments, Sections Offered, Instructors, the dashboard): while it shows
 * the past, a banner with the instant and the way back; otherwise, for History readers, "As of…".
 */
export function AsOfBar({ periodId }: { periodId: string | undefined }) {
  const { asOf } = useAsOf();
  const canReadHistory = useCanReadHistory();
  if (!periodId) return null;
  if (asOf) return <PastBanner periodId={periodId} asOf={asOf} />;
  if (!canReadHistory) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <AsOfButton periodId={periodId} />
    </Box>
  );
}

export default AsOfBar;
