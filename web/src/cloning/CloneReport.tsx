import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type CloneKind, cloneKinds, type CloneResult } from './cloningApi';

const kindLabels: Record<CloneKind, string> = {
  offerings: 'Course offerings',
  termModes: 'Term modes',
  sections: 'Sections',
  meetings: 'Meetings',
};

/** What a clone created and skipped, per kind, and why records were skipped. */
export function CloneReport({ result }: { result: CloneResult }) {
  const { created, skipped, notes } = result;
  const nothing = cloneKinds.every((kind) => created[kind] === 0 && skipped[kind] === 0);
  return (
    <Box component="section" aria-labelledby="clone-report-title" sx={{ mt: 3 }}>
      <Typography id="clone-report-title" variant="h6" component="h2" gutterBottom>
        Report
      </Typography>
      {nothing ? (
        <Typography>The source period has no offerings or sections: nothing to clone.</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">Records</TableCell>
              <TableCell align="right">Created</TableCell>
              <TableCell align="right">Skipped</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cloneKinds.map((kind) => (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">
                  {kindLabels[kind]}
                </TableCell>
                <TableCell align="right">{created[kind]}</TableCell>
                <TableCell align="right">{skipped[kind]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {notes.map((note) => (
        <Alert key={note} severity="info" sx={{ mt: 2 }}>
          {note}
        </Alert>
      ))}
      {skipped.reasons.length > 0 && <SkipReasons result={result} />}
    </Box>
  );
}

function SkipReasons({ result }: { result: CloneResult }) {
  const { reasons, reasonsLeftOut } = result.skipped;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Why records were skipped
      </Typography>
      <List dense aria-label="Skipped records">
        {reasons.map((reason) => (
          <ListItem key={`${reason.kind}:${reason.id}`} disableGutters>
            <ListItemText primary={`${reason.label}: ${reason.reason}`} secondary={kindLabels[reason.kind]} />
          </ListItem>
        ))}
      </List>
      {reasonsLeftOut > 0 && (
        <Typography color="text.secondary">
          …and {reasonsLeftOut} more skipped {reasonsLeftOut === 1 ? 'record' : 'records'}.
        </Typography>
      )}
    </Box>
  );
}
