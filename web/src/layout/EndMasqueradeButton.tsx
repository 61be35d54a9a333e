import EndIcon from '@mui/icons-material/ExitToApp';
import { Button } from '@mui/material';
import { useIsMasquerading } from './useIsMasquerading';
import { useMasquerade } from './useMasquerade';

/** Always in sight while masquerading: one click back to being oneself. */
export function EndMasqueradeButton() {
  const masquerading = useIsMasquerading();
  const { end, isPending } = useMasquerade();
  if (!masquerading) return null;
  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      startIcon={<EndIcon />}
      onClick={end}
      disabled={isPending}
      sx={{ mx: 1, whiteSpace: 'nowrap' }}
    >
      End Masquerade
    </Button>
  );
}
