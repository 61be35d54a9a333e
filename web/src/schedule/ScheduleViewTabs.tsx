import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { scheduleViews, type ScheduleView } from './useScheduleView';

export const viewTabId = (view: ScheduleView) => `schedule-view-${view}`;
export const viewPanelId = 'schedule-view-panel';

/**
 * The view switch (tabs: arrow keys move between them, scrolling sideways on a narrow screen) and the
 * Print button that opens the print layout.
 */
export function ScheduleViewTabs({
  view,
  onChange,
}: {
  view: ScheduleView;
  onChange: (view: ScheduleView) => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tabs
        value={view}
        onChange={(_, value: ScheduleView) => onChange(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Schedule view"
        sx={{ flex: 1, minWidth: 0 }}
      >
        {scheduleViews.map((option) => (
          <Tab
            key={option.value}
            value={option.value}
            label={option.label}
            id={viewTabId(option.value)}
            aria-controls={viewPanelId}
          />
        ))}
      </Tabs>
      <Button startIcon={<PrintIcon />} onClick={() => onChange('print')} sx={{ flexShrink: 0 }}>
        Print
      </Button>
    </Box>
  );
}
