import { Alert, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { taxonomySlugs } from '@tams/domain';
import { Loading, Title, useCanAccess } from 'react-admin';
import { RequireAccess } from '../shared/records/RequireAccess';
import { TaxonomyRow } from './TaxonomyRow';
import { useTaxonomies } from './useTaxonomies';

/**
 * /taxonomies: always the five taxonomies of spec §3, each with its Active switch (one not set up yet is
 * off, and switching it on sets it up). The name leads to the taxonomy's terms.
 */
export default function TaxonomyList() {
  return (
    <RequireAccess action="list">
      <TaxonomyTable />
    </RequireAccess>
  );
}

function TaxonomyTable() {
  const { bySlug, isPending, error, refetch } = useTaxonomies();
  const { canAccess: canSwitch = false } = useCanAccess({ resource: 'taxonomies', action: 'edit' });
  if (isPending) return <Loading />;
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        The taxonomies could not be loaded: {error.message}
      </Alert>
    );
  }
  return (
    <>
      <Title title="Taxonomies" />
      <Typography color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        An active taxonomy has its page of terms, and faculty profiles list it.
      </Typography>
      <Card>
        <Table aria-label="Taxonomies">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Slug</TableCell>
              <TableCell>Active</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {taxonomySlugs.map((slug) => (
              <TaxonomyRow
                key={slug}
                slug={slug}
                taxonomy={bySlug.get(slug)}
                canSwitch={canSwitch}
                onCreated={refetch}
              />
            ))}
          </TableBody>
        </Table>
      </Card>
    </>
  );
}
