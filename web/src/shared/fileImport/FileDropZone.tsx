import UploadIcon from '@mui/icons-material/UploadFile';
import { ButtonBase, Typography } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';

export const acceptedFileTypes = '.csv,.xlsx';

/**
 * The file chooser: one button that opens the browser's file dialog (keyboard: Enter or Space) and takes a
 * file dropped on it. `inputTestId` names the hidden input for the browser tests' setInputFiles.
 */
export function FileDropZone({
  disabled,
  onFile,
  inputTestId,
}: {
  disabled?: boolean;
  onFile(file: File): void;
  inputTestId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <>
      <ButtonBase
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          width: '100%',
          flexDirection: 'column',
          gap: 1,
          p: 3,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <UploadIcon fontSize="large" color="primary" aria-hidden />
        <Typography sx={{ fontWeight: 500 }}>Choose a file</Typography>
        <Typography variant="body2" color="text.secondary">
          or drop a CSV or XLSX file here (at most 20 MB)
        </Typography>
      </ButtonBase>
      <input
        ref={input}
        type="file"
        accept={acceptedFileTypes}
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </>
  );
}
