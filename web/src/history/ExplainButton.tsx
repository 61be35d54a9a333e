import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { ExplainTarget } from './historyApi';
import { useAsOf, useCanReadHistory } from './useAsOf';

const ExplainDrawer = lazy(() => import('./ExplainDrawer'));

/** "Explain", for History readers: opens the parts and changes behind a points figure. */
export function ExplainButton({ target, label }: { target: ExplainTarget; label: string }) {
  const [open, setOpen] = useState(false);
  const { asOf } = useAsOf();
  if (!useCanReadHistory()) return null;
  return (
    <>
      <Button
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation(); // inside a clickable row
          setOpen(true);
        }}
        sx={{ minWidth: 0, px: 0.5, py: 0, textTransform: 'none' }}
      >
        Explain
      </Button>
      {open && (
        // React passes the drawer's clicks up through its portal: they must not open the row beneath
        <span onClick={(event) => event.stopPropagation()}>
          <Suspense fallback={null}>
            <ExplainDrawer target={target} asOf={asOf} onClose={() => setOpen(false)} />
          </Suspense>
        </span>
      )}
    </>
  );
}
