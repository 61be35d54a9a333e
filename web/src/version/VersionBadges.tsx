import WarningIcon from '@mui/icons-material/WarningAmber';
import { Chip, Stack, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { clientVersion, sameVersion } from './clientVersion';
import { readableTextOn } from './readableText';
import { type AppMode, useAppConfig } from './useAppConfig';

const modeLabels: Record<AppMode, string | undefined> = {
  production: undefined,
  development: 'Development Mode',
  local: 'Local Mode',
  'staging-build': 'Testing Mode',
};

type Tone = 'success' | 'warning' | 'info' | 'secondary';

function Badge({ label, tone, icon }: { label: string; tone: Tone; icon?: ReactElement }) {
  return (
    <Chip
      size="small"
      label={label}
      {...(icon ? { icon } : {})}
      sx={(theme: Theme) => {
        const background = theme.palette[tone].main;
        return {
          bgcolor: background,
          color: readableTextOn(background),
          maxWidth: '100%',
          height: 'auto',
          minHeight: 24,
          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
          '& .MuiChip-icon': { color: 'inherit' },
        };
      }}
    />
  );
}

/** Spec §2 Version and mode badges, for the bottom of the side drawer. */
export function VersionBadges() {
  const { data: config } = useAppConfig();
  if (!config) return null;
  const matches = sameVersion(clientVersion, config.version);
  const modeLabel = modeLabels[config.mode];
  return (
    <Stack
      role="group"
      aria-label="Version and mode"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
    >
      {matches ? (
        <Badge label={clientVersion} tone="success" />
      ) : (
        <Badge
          label={`Client ${clientVersion} · Server ${config.version}`}
          tone="warning"
          icon={<WarningIcon fontSize="small" />}
        />
      )}
      {modeLabel && <Badge label={modeLabel} tone="info" />}
      {config.featureFlags.devEmailsEnabled && <Badge label="Developer Emails" tone="secondary" />}
    </Stack>
  );
}
