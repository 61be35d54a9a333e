import { Button, Stack } from '@mui/material';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import SaveIcon from '@mui/icons-material/Save';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { ExportButtons } from './ExportButtons';
import type { GridState } from './gridState';
import {
  errorLines,
  getSnapshot,
  reportKeys,
  type ReportSnapshot,
  type SavedReport,
  startSnapshot,
} from './reportApi';
import { ReportNameDialog } from './ReportNameDialog';
import { SnapshotProgress } from './SnapshotProgress';
import { useRecordJob } from './useRecordJob';
import { useSavedReportActions } from './useSavedReportActions';

type Asking = 'save' | 'saveAs' | 'rename' | 'snapshot';

const dialogs: Record<Asking, { title: string; confirm: string }> = {
  save: { title: 'Save report', confirm: 'Save' },
  saveAs: { title: 'Save as a new report', confirm: 'Save' },
  rename: { title: 'Rename report', confirm: 'Rename' },
  snapshot: { title: 'Take a snapshot', confirm: 'Take snapshot' },
};

export interface ReportActionsProps {
  reportType: string;
  typeLabel: string;
  gridState: GridState;
  saved: SavedReport | undefined;
  /** A report was saved under a new id: open it. */
  onOpen(id: string): void;
  onDeleted(): void;
}

/** The builder's toolbar: save, save as, rename, delete, export, snapshot, publish (manage Report). */
export function ReportActions({
  reportType,
  typeLabel,
  gridState,
  saved,
  onOpen,
  onDeleted,
}: ReportActionsProps) {
  const notify = useNotify();
  const { ability } = useAbility();
  const [asking, setAsking] = useState<Asking>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const actions = useSavedReportActions(reportType, saved);
  const snapshot = useRecordJob<ReportSnapshot>({
    queue: 'reportSnapshot',
    readRecord: getSnapshot,
    listKey: reportKeys.snapshots,
  });
  const mine = !!saved?.mine;
  const canManage = ability.can('manage', 'Report');
  const report = (message: string) => notify(message, { type: 'success' });
  const fail = (error: unknown) => notify(errorLines(error).message, { type: 'error' });

  const submit = async (name: string) => {
    if (asking === 'rename') {
      await actions.rename(name);
      report(`Renamed to “${name}”`);
    } else if (asking === 'snapshot') {
      await snapshot.start(() =>
        startSnapshot({ reportType, gridState, name, ...(saved ? { savedReportId: saved.id } : {}) }),
      );
    } else {
      const id = await actions.saveAs(name, gridState);
      report(`Saved “${name}”`);
      onOpen(id);
    }
  };

  const save = () => {
    if (!mine) return setAsking('save');
    actions.save(gridState).then(() => report(`Saved “${saved?.name}”`), fail);
  };

  const publish = (publishing: boolean) =>
    actions
      .publish(publishing)
      .then(() => report(publishing ? 'Published as a custom report' : 'No longer a custom report'), fail);

  const baseName = saved?.name ?? typeLabel;
  const defaultName =
    asking === 'snapshot' ? `${baseName} ${new Date().toISOString().slice(0, 10)}` : baseName;

  return (
    <>
      <Stack
        direction="row"
        role="toolbar"
        aria-label="Report actions"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}
      >
        <Button
          size="small"
          variant="contained"
          startIcon={<SaveIcon />}
          onClick={save}
          aria-label="Save report"
          data-testid="report-save"
        >
          Save
        </Button>
        <Button
          size="small"
          startIcon={<SaveAsIcon />}
          onClick={() => setAsking('saveAs')}
          aria-label="Save as new report"
          data-testid="report-save-as"
        >
          Save as
        </Button>
        {mine && (
          <Button
            size="small"
            startIcon={<DriveFileRenameOutlineIcon />}
            onClick={() => setAsking('rename')}
            aria-label="Rename report"
            data-testid="report-rename"
          >
            Rename
          </Button>
        )}
        {mine && (
          <Button
            size="small"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirmingDelete(true)}
            aria-label="Delete report"
            data-testid="report-delete"
          >
            Delete
          </Button>
        )}
        <ExportButtons reportType={reportType} gridState={gridState} />
        <Button
          size="small"
          startIcon={<CameraAltIcon />}
          onClick={() => setAsking('snapshot')}
          aria-label="Take snapshot"
          data-testid="report-snapshot"
        >
          Take snapshot
        </Button>
        {canManage && saved && saved.kind !== 'system' && (
          <Button
            size="small"
            startIcon={saved.kind === 'custom' ? <PublicOffIcon /> : <PublicIcon />}
            onClick={() => publish(saved.kind !== 'custom')}
            data-testid={saved.kind === 'custom' ? 'report-unpublish' : 'report-publish'}
          >
            {saved.kind === 'custom' ? 'Unpublish' : 'Publish as custom report'}
          </Button>
        )}
      </Stack>
      {snapshot.job && <SnapshotProgress job={snapshot.job} />}
      <ReportNameDialog
        open={!!asking}
        title={asking ? dialogs[asking].title : ''}
        confirmLabel={asking ? dialogs[asking].confirm : ''}
        initialName={defaultName}
        onClose={() => setAsking(undefined)}
        onSubmit={submit}
      />
      <Confirm
        isOpen={confirmingDelete}
        title="Delete report"
        content={`Delete “${saved?.name ?? ''}”? It is removed for everyone it was shared with.`}
        confirm="Delete"
        onConfirm={() => {
          setConfirmingDelete(false);
          actions.remove().then(() => {
            report('Report deleted');
            onDeleted();
          }, fail);
        }}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
