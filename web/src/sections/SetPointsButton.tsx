import PointsIcon from '@mui/icons-material/Functions';
import { useState } from 'react';
import { Button, type Identifier, type RaRecord, useDataProvider, useListContext } from 'react-admin';
import { SetPointsDialog } from './SetPointsDialog';

/** The sections list's bulk action: set the points of the selected sections. */
export function SetPointsButton() {
  const { selectedIds, data = [], onSelect, resource } = useListContext();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<RaRecord[]>([]);
  const start = async () => {
    // the versions as read: a section changed by someone else since then is refused, not overwritten
    const onPage = data.filter((section) => selectedIds.includes(section.id));
    const elsewhere = selectedIds.filter((id) => !onPage.some((section) => section.id === id));
    const others = elsewhere.length ? (await dataProvider.getMany(resource, { ids: elsewhere })).data : [];
    setSelected([...onPage, ...others]);
    setOpen(true);
  };
  const close = (failedIds?: Identifier[]) => {
    setOpen(false);
    if (failedIds) onSelect(failedIds);
  };
  return (
    <>
      <Button label="Set points" onClick={() => void start()}>
        <PointsIcon />
      </Button>
      <SetPointsDialog open={open} selected={selected} onClose={close} />
    </>
  );
}
