import { CssBaseline } from '@mui/material';
import { type ComponentType, createElement } from 'react';
import {
  AdminContext,
  type AdminContextProps,
  CoreAdminUI,
  type CoreAdminUIProps,
  LoadingPage,
  localStorageStore,
} from 'react-admin';

const store = localStorageStore();

export interface TamsAdminProps extends AdminContextProps, CoreAdminUIProps {
  notification: ComponentType;
}

/**
 * react-admin's <Admin>, composed from its two halves (AdminContext + CoreAdminUI, as ra-ui-materialui's
 * AdminUI does) with every screen given by TAMS. <Admin> names react-admin's own layout, login form, menu
 * and notification as defaults, so they were in the first load even though TAMS replaces each one: the
 * login form alone brought react-hook-form and MUI's TextField (issue 37: initial JavaScript <= 270 kB).
 * No /auth-callback page: sign-in callbacks (SAML) end on the API, never in the browser.
 */
export function TamsAdmin({
  authProvider,
  dataProvider,
  i18nProvider,
  queryClient,
  lightTheme,
  darkTheme,
  defaultTheme,
  notification,
  children,
  ...ui
}: TamsAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI loading={LoadingPage} authCallbackPage={false} {...ui}>
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
