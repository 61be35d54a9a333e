import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { PanelEmpty } from '../../shared/records/PanelSection';
import { formatDate } from '../../shared/records/formatting';
import { useAbility } from '../../providers/useAbility';

/** Who held the position when: by EmployeeId in the rows, or associated by hand. */
export interface PositionHolder {
  UserId: string | null;
  name: string | null;
  EmployeeId: string | null;
  from: string | null;
  until: string | null;
  source: 'employeeId' | 'association';
}

const sourceWords = { employeeId: 'Employee ID', association: 'Associated by hand' } as const;

/**
 * The holders of a position with their date ranges, each name opening the user. An effort manager may
 * associate someone by hand (a position whose rows carry no EmployeeId of a TAMS user, or a hand-over).
 */
export function PositionHolders({ holders, positionId }: { holders: PositionHolder[]; positionId: string }) {
  const { ability } = useAbility();
  const createPath = `/effort/positionAssociations/create?source=${encodeURIComponent(JSON.stringify({ PositionId: positionId }))}`;
  return (
    <>
      <Stack
        direction="row"
        sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          Holders
        </Typography>
        {ability.can('create', 'EffortActual') && (
          <Button component={Link} to={createPath} size="small">
            Associate a person by hand
          </Button>
        )}
      </Stack>
      {holders.length === 0 ? (
        <PanelEmpty>Nobody in TAMS is known to have held this position.</PanelEmpty>
      ) : (
        <TableContainer role="region" tabIndex={0} aria-label="Holders (table)" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Holders of the position">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Employee ID</TableCell>
                <TableCell>From</TableCell>
                <TableCell>Until</TableCell>
                <TableCell>Known by</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {holders.map((holder, index) => (
                <TableRow key={`${holder.UserId ?? holder.EmployeeId}-${holder.from}-${index}`}>
                  <TableCell component="th" scope="row">
                    {holder.UserId ? (
                      <Link to={`/users/${encodeURIComponent(holder.UserId)}/show`}>
                        {holder.name ?? holder.UserId}
                      </Link>
                    ) : (
                      (holder.name ?? 'Not a TAMS user')
                    )}
                  </TableCell>
                  <TableCell>{holder.EmployeeId ?? '—'}</TableCell>
                  <TableCell>{holder.from ? formatDate(holder.from) : '—'}</TableCell>
                  <TableCell>{holder.until ? formatDate(holder.until) : 'Now'}</TableCell>
                  <TableCell>{sourceWords[holder.source] ?? holder.source}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
