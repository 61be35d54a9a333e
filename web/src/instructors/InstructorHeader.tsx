import TimelineIcon from '@mui/icons-material/Timeline';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ExplainButton } from '../history/ExplainButton';
import type { Period } from '../workingPeriod/periodQueries';
import type { InstructorRow } from './instructorTypes';
import { WorkloadNumbers } from './WorkloadNumbers';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box component="div" sx={{ minWidth: 140 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** The faculty member's profile facts and their workload in the period (required, assigned, remaining). */
export function InstructorHeader({ instructor, period }: { instructor: InstructorRow; period: Period }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h4" component="h1">
            {instructor.name}
          </Typography>
          {!instructor.isActive && <Chip size="small" label="Inactive" />}
          {!instructor.receiveAssignments && (
            <Chip size="small" variant="outlined" label="Receives no assignments" />
          )}
        </Stack>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2 }}>
          <Fact label="Email" value={instructor.email} />
          <Fact label="Instructor Type" value={instructor.instructorTypeName} />
          <Fact label="Rank" value={instructor.rankName} />
          <Fact label="Division" value={instructor.divisionName} />
          <Fact label="Workgroups" value={instructor.Workgroups.map((w) => w.name).join(', ')} />
        </Box>
        <WorkloadNumbers
          title={`Workload in ${period.name}`}
          figures={instructor}
          actions={
            <>
              <ExplainButton
                target={{
                  kind: 'instructor',
                  userId: instructor.id,
                  periodId: period.id,
                  name: instructor.name,
                }}
                label={`Explain the points of ${instructor.name}`}
              />
              <Button
                component={Link}
                to={`/instructorWorkload/${instructor.id}`}
                startIcon={<TimelineIcon />}
                size="small"
              >
                Workload by period
              </Button>
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
