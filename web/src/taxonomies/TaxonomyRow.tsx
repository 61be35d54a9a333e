import { Link, Switch, TableCell, TableRow, Typography } from '@mui/material';
import type { TaxonomySlug } from '@tams/domain';
import { RecordContextProvider, ShowButton, useCreate, useNotify, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { defaultTaxonomyName, type TaxonomyRecord } from './useTaxonomies';

interface TaxonomyRowProps {
  slug: TaxonomySlug;
  /** Absent while the taxonomy is not set up. */
  taxonomy: TaxonomyRecord | undefined;
  canSwitch: boolean;
  onCreated: () => void;
}

/**
 * One taxonomy: its name (to its terms), slug, Active switch and details (history, rename). The switch
 * saves at once, pessimistically with the version shown, so a taxonomy switched elsewhere meanwhile is
 * refused with the server's message rather than switched back.
 */
export function TaxonomyRow({ slug, taxonomy, canSwitch, onCreated }: TaxonomyRowProps) {
  const notify = useNotify();
  const [update, { isPending: updating }] = useUpdate<TaxonomyRecord>();
  const [create, { isPending: creating }] = useCreate<TaxonomyRecord>();
  const name = taxonomy?.name ?? defaultTaxonomyName(slug);
  const active = taxonomy?.isActive === true;
  const onError = (error: unknown) =>
    notify((error as Error)?.message ?? 'The taxonomy could not be saved', { type: 'error' });
  const onSaved = (isActive: boolean) =>
    notify(`${name} ${isActive ? 'enabled' : 'disabled'}`, { type: 'info' });

  const toggle = (isActive: boolean) => {
    if (taxonomy) {
      update(
        'taxonomies',
        { id: taxonomy.id, data: { isActive }, previousData: taxonomy },
        { mutationMode: 'pessimistic', onSuccess: () => onSaved(isActive), onError },
      );
    } else {
      create(
        'taxonomies',
        { data: { slug, name, isActive } },
        {
          onSuccess: () => {
            onCreated();
            onSaved(isActive);
          },
          onError,
        },
      );
    }
  };

  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={`/taxonomies/${slug}`}>
          {name}
        </Link>
        {!taxonomy && (
          <Typography variant="body2" color="text.secondary">
            Not set up yet
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <code>{slug}</code>
      </TableCell>
      <TableCell>
        <Switch
          checked={active}
          disabled={!canSwitch || updating || creating}
          onChange={(event) => toggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': `${name} active` } }}
        />
      </TableCell>
      <TableCell>
        {taxonomy && (
          <RecordContextProvider value={taxonomy}>
            <ShowButton label="Details" />
          </RecordContextProvider>
        )}
      </TableCell>
    </TableRow>
  );
}
