import DeleteIcon from '@mui/icons-material/Delete';
import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { visuallyHidden } from '../../shared/visuallyHidden';
import { CategorySwatch } from './CategorySwatch';
import type { EffortCategory, EffortRule, EffortType } from './effortRulesApi';
import { costCenterText, ruleLabel } from './ruleLabels';

export interface RuleActions {
  onMove(index: number, direction: 'up' | 'down'): void;
  onEdit(rule: EffortRule): void;
  onDelete(rule: EffortRule, label: string): void;
}

/** The rules in the order they apply, with their criteria and category, and the buttons to reorder them. */
export function RulesTable({
  rules,
  categories,
  types,
  busy,
  actions,
}: {
  rules: EffortRule[];
  categories: EffortCategory[];
  types: EffortType[];
  busy: boolean;
  actions: RuleActions;
}) {
  const category = (id: string) => categories.find((candidate) => candidate.id === id);
  const typeName = (id: string | null) => (id ? (types.find((type) => type.id === id)?.name ?? '') : '');
  return (
    // positioned: the hidden "Actions" text stays inside the scroll box on a narrow screen
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-label="Classification rules">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Cost center</TableCell>
            <TableCell>Earnings code</TableCell>
            <TableCell>Effort type</TableCell>
            <TableCell>Position title</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Active</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.map((rule, index) => {
            const label = ruleLabel(rule, index);
            const ruleCategory = category(rule.EffortCategoryId);
            return (
              <TableRow key={rule.id} sx={rule.isActive ? {} : { '& td': { color: 'text.secondary' } }}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{rule.name ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{costCenterText(rule)}</TableCell>
                <TableCell>{rule.earnCode ?? ''}</TableCell>
                <TableCell>{typeName(rule.EffortTypeId)}</TableCell>
                <TableCell>{rule.positionTitle ?? ''}</TableCell>
                <TableCell>
                  <CategorySwatch name={ruleCategory?.name ?? '…'} color={ruleCategory?.color} />
                </TableCell>
                <TableCell>{rule.isActive ? 'Yes' : 'No'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={`Move ${label} up`}
                    disabled={busy || index === 0}
                    onClick={() => actions.onMove(index, 'up')}
                  >
                    <UpIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move ${label} down`}
                    disabled={busy || index === rules.length - 1}
                    onClick={() => actions.onMove(index, 'down')}
                  >
                    <DownIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Edit ${label}`} onClick={() => actions.onEdit(rule)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Delete ${label}`}
                    onClick={() => actions.onDelete(rule, label)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
