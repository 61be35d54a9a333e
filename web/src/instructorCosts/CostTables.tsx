import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PointsText } from '../instructors/WorkloadPoints';
import { PanelEmpty } from '../shared/records/PanelSection';
import { type CostGroup, formatMoney, type InstructorCost, type SectionCost } from './costApi';
import { CostStatusChip } from './CostStatusChip';

function CostTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', mb: 3 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A total of known costs, and how many parts of it are unknown (no rate). */
export function GroupCost({ group }: { group: Pick<CostGroup, 'cost' | 'unknownCount'> }) {
  return (
    <>
      {formatMoney(group.cost)}
      {group.unknownCount > 0 && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          + {group.unknownCount} without a rate
        </Typography>
      )}
    </>
  );
}

export function InstructorCostTable({ rows }: { rows: InstructorCost[] }) {
  if (rows.length === 0) return <PanelEmpty>No faculty in this period.</PanelEmpty>;
  return (
    <CostTable
      label="Cost of each instructor"
      head={
        <>
          <TableCell>Instructor</TableCell>
          <TableCell>Type, rank</TableCell>
          <TableCell align="right">Required</TableCell>
          <TableCell align="right">Assigned</TableCell>
          <TableCell align="right">Rate (per point / overload)</TableCell>
          <TableCell align="right">Cost</TableCell>
          <TableCell>Status</TableCell>
        </>
      }
    >
      {rows.map((row) => (
        <TableRow key={row.id} data-instructor={row.name}>
          <TableCell component="th" scope="row">
            {row.name}
          </TableCell>
          <TableCell>{[row.instructorTypeName, row.rankName].filter(Boolean).join(', ') || '—'}</TableCell>
          <TableCell align="right">
            <PointsText value={row.pointsRequired} />
          </TableCell>
          <TableCell align="right">
            <PointsText value={row.pointsAssigned} />
          </TableCell>
          <TableCell align="right">
            {row.costPerPoint === null
              ? '—'
              : `${formatMoney(row.costPerPoint)} / ${formatMoney(row.overloadRate)}`}
          </TableCell>
          <TableCell align="right" data-testid="instructor-cost">
            {formatMoney(row.cost)}
          </TableCell>
          <TableCell>
            <CostStatusChip status={row.status} />
          </TableCell>
        </TableRow>
      ))}
    </CostTable>
  );
}

export function SectionCostTable({ rows }: { rows: SectionCost[] }) {
  if (rows.length === 0) return <PanelEmpty>No teaching assignments in this period.</PanelEmpty>;
  return (
    <CostTable
      label="Teaching cost of each section"
      head={
        <>
          <TableCell>Section</TableCell>
          <TableCell>Instructors (points, cost)</TableCell>
          <TableCell align="right">Points</TableCell>
          <TableCell align="right">Cost</TableCell>
        </>
      }
    >
      {rows.map((row) => (
        <TableRow key={row.id ?? 'none'}>
          <TableCell component="th" scope="row">
            {row.name}
          </TableCell>
          <TableCell>
            {row.instructors
              .map((teacher) => `${teacher.name} (${teacher.points}, ${formatMoney(teacher.cost)})`)
              .join('; ')}
          </TableCell>
          <TableCell align="right">
            <PointsText value={row.points} />
          </TableCell>
          <TableCell align="right">
            <GroupCost group={row} />
          </TableCell>
        </TableRow>
      ))}
    </CostTable>
  );
}

export function GroupCostTable({ rows, label, what }: { rows: CostGroup[]; label: string; what: string }) {
  if (rows.length === 0) return <PanelEmpty>No teaching assignments in this period.</PanelEmpty>;
  return (
    <CostTable
      label={label}
      head={
        <>
          <TableCell>{what}</TableCell>
          <TableCell align="right">Points</TableCell>
          <TableCell align="right">Cost</TableCell>
        </>
      }
    >
      {rows.map((row) => (
        <TableRow key={row.id ?? 'none'}>
          <TableCell component="th" scope="row">
            {row.name}
          </TableCell>
          <TableCell align="right">
            <PointsText value={row.points} />
          </TableCell>
          <TableCell align="right">
            <GroupCost group={row} />
          </TableCell>
        </TableRow>
      ))}
    </CostTable>
  );
}
