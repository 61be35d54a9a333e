import { Box } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePublicSetting } from '../../settings/usePublicSetting';
import { TamsLogo } from './TamsLogo';

/**
 * Spec §1: the uploaded institution logo when the setting logo is "true", otherwise the default white logo.
 * The link (home) is named by its image.
 */
export function DrawerLogo() {
  const { value, isPending } = usePublicSetting('logo');
  return (
    <Box
      component={Link}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: 72,
        px: 2,
        bgcolor: 'secondary.main',
      }}
    >
      {isPending ? null : value === 'true' ? (
        <Box
          component="img"
          src="/api/logo.png"
          alt="Institution logo"
          sx={{ maxHeight: 56, maxWidth: '100%' }}
        />
      ) : (
        <TamsLogo />
      )}
    </Box>
  );
}
