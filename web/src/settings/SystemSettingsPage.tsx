import { Alert, Card, CardContent, Divider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { TamsDataProvider } from '../providers/dataProvider';
import { RequireAccess } from '../shared/records/RequireAccess';
import { LogoUpload } from './LogoUpload';
import { SettingEditor } from './SettingEditor';

/** System Settings (spec §2 /settings; Configuration, admin): each setting by its kind, and the logo. */
export function SystemSettingsPage() {
  return (
    <RequireAccess action="list">
      <Title title="System Settings" />
      <SystemSettings />
    </RequireAccess>
  );
}

function SystemSettings() {
  const dataProvider = useDataProvider<TamsDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['settings', 'getSettings'],
    queryFn: () => dataProvider.getSettings().then(({ data }) => data),
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">Could not load the settings: {error.message}</Alert>;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        {data.map((entry) => (
          <div key={entry.machineName}>
            {/* a saved value comes back with a new version: start the editor afresh from it */}
            <SettingEditor key={entry.machineName} entry={entry} />
            <Divider />
          </div>
        ))}
        <LogoUpload hasLogo={data.some((entry) => entry.machineName === 'logo' && entry.value === 'true')} />
      </CardContent>
    </Card>
  );
}

export default SystemSettingsPage;
