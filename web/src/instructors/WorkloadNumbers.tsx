import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { InstructorRow } from './instructorTypes';
import { PointsText } from './WorkloadPoints';
import { WorkloadStatusChip } from './WorkloadStatusChip';

export type WorkloadFigures = Pick<
  InstructorRow,
  | 'pointsRequired'
  | 'teachingPoints'
  | 'adminPoints'
  | 'pointsAssigned'
  | 'pointsRemaining'
  | 'workloadStatus'
> & { pointsRequiredSource?: InstructorRow['pointsRequiredSource'] };

const requiredSourceText = {
  set: 'set for this period',
  instructorType: 'default of the instructor type',
} as const;

function WorkloadNumber({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 110 }} data-testid={`workload-${label.toLowerCase()}`}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A period's workload in figures: required (and where it comes from), teaching, admin, assigned, remaining,
 * and the status in words. `title` names the region ("Workload in 2026-2027").
 */
export function WorkloadNumbers({
  title,
  figures,
  actions,
}: {
  title: string;
  figures: WorkloadFigures;
  actions?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ width: '100%' }}>
        {title}
      </Typography>
      <WorkloadNumber label="Required">
        <PointsText value={figures.pointsRequired} />
        {figures.pointsRequiredSource && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {requiredSourceText[figures.pointsRequiredSource]}
          </Typography>
        )}
      </WorkloadNumber>
      <WorkloadNumber label="Teaching">
        <PointsText value={figures.teachingPoints} />
      </WorkloadNumber>
      <WorkloadNumber label="Admin">
        <PointsText value={figures.adminPoints} />
      </WorkloadNumber>
      <WorkloadNumber label="Assigned">
        <PointsText value={figures.pointsAssigned} />
      </WorkloadNumber>
      <WorkloadNumber label="Remaining">
        <PointsText value={figures.pointsRemaining} status={figures.workloadStatus} />
      </WorkloadNumber>
      <Box sx={{ pb: 0.5 }}>
        <WorkloadStatusChip status={figures.workloadStatus} />
      </Box>
      {actions && <Box sx={{ ml: 'auto' }}>{actions}</Box>}
    </Box>
  );
}
