import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';

export const percentOf = (share: number | null) => (share === null ? null : Math.round(share * 100));

export interface MetricBar {
  key: string;
  label: string;
  /** The numbers, in words ("5 of 8 submitted"). */
  value: string;
  /** 0..1; null when there is nothing to measure. */
  share: number | null;
}

/** One bar per row, its label and its numbers written beside it (the bar's length is never the only cue). */
export function MetricBars({ bars, label }: { bars: MetricBar[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {bars.map((bar) => (
        <BarRow key={bar.key} bar={bar} />
      ))}
    </Box>
  );
}

function BarRow({ bar }: { bar: MetricBar }) {
  const labelId = useId();
  const percent = percentOf(bar.share);
  return (
    <Box component="li" sx={{ mb: 1.5 }} data-testid="metric-bar">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={labelId} variant="body2">
          {bar.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {bar.value}
          {percent === null ? '' : ` (${percent}%)`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent ?? 0}
        aria-labelledby={labelId}
        aria-valuetext={`${bar.value}${percent === null ? '' : `, ${percent}%`}`}
        sx={{ height: 8, borderRadius: 1, mt: 0.5 }}
      />
    </Box>
  );
}
