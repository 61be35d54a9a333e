import OverIcon from '@mui/icons-material/ArrowUpward';
import MetIcon from '@mui/icons-material/CheckCircleOutline';
import UnderIcon from '@mui/icons-material/ArrowDownward';
import NoRateIcon from '@mui/icons-material/HelpOutline';
import NotSetIcon from '@mui/icons-material/RemoveCircleOutline';
import { StatusChip, type StatusLook } from '../shared/StatusChip';
import type { CostStatus } from './costApi';

const looks: Record<CostStatus, StatusLook> = {
  under: { label: 'Under', palette: 'warning', icon: <UnderIcon aria-hidden /> },
  met: { label: 'Met', palette: 'success', icon: <MetIcon aria-hidden /> },
  overload: { label: 'Overload', palette: 'error', icon: <OverIcon aria-hidden /> },
  noRate: { label: 'No rate', palette: 'info', icon: <NoRateIcon aria-hidden /> },
  noRequired: { label: 'Required not set', palette: null, icon: <NotSetIcon aria-hidden /> },
};

/** An instructor's cost status: under, met or overload their required points, or no rate for them. */
export function CostStatusChip({ status }: { status: CostStatus }) {
  return <StatusChip look={looks[status]} data-status={status} />;
}
