import { LoadingIndicator, AppBar as RaAppBar } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { EndMasqueradeButton } from './EndMasqueradeButton';

/** react-admin's top bar, with End Masquerade beside the account menu while masquerading. */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <EndMasqueradeButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
