import KeyIcon from '@mui/icons-material/VpnKey';
import { lazy } from 'react';

/** Api Keys at /apikeys (the API's apiKeys: see providers/resourceNames.ts). */
export default {
  list: lazy(() => import('./ApiKeyList')),
  icon: KeyIcon,
  recordRepresentation: 'name',
  options: { label: 'Api Key |||| Api Keys' },
};
