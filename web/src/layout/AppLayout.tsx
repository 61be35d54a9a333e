import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ErrorPage } from '../pages/ErrorPage';
import { LiveUpdates } from '../providers/liveUpdates/LiveUpdates';
import { AppBar } from './AppBar';
import { RouteGuard } from './RouteGuard';
import { AppSidebar } from './sidebar/AppSidebar';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';
import { SidebarContent } from './sidebar/SidebarContent';

/**
 * The shell of spec §1-2 on react-admin's layout (skip link to #main-content, error boundary that resets on
 * navigation): the TAMS top bar, the 240 px sidebar, route guards, the title announcer, session polling and
 * the update dialog (those three live with the top bar, outside the page's error boundary), and the live
 * updates that keep every page's reads current.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useRowCheckboxLabels();
  return (
    <>
      <LiveUpdates />
      <Layout appBar={AppBar} appBarAlwaysOn sidebar={AppSidebar} menu={SidebarContent} error={ErrorPage}>
        <RouteGuard>{children}</RouteGuard>
      </Layout>
    </>
  );
}

export default AppLayout;
