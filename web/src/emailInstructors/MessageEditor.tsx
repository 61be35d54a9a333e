import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Chip, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { errorsOf, type Message } from './emailApi';
import { type EmailTemplate, saveTemplate } from './templateApi';

export interface Draft extends Message {
  templateId: string | null;
  templateName: string;
}

/**
 * The message: picked from a saved template or written here, with the merge fields to insert (each a chip
 * with what it becomes), saved as a new template or over the one picked. Field errors are the server's.
 */
export function MessageEditor({
  draft,
  errors,
  mergeFields,
  onChange,
}: {
  draft: Draft;
  errors: Record<string, string>;
  mergeFields: { name: string; description: string }[];
  onChange(draft: Draft): void;
}) {
  const { data: templates = [], refetch } = useGetList<EmailTemplate>('emailTemplates', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const notify = useNotify();
  const shown = { ...errors, ...saveErrors };
  const set = (change: Partial<Draft>) => {
    setSaveErrors({});
    onChange({ ...draft, ...change });
  };
  const pick = (id: string) => {
    const template = templates.find((t) => t.id === id);
    if (template)
      set({ templateId: id, templateName: template.name, subject: template.subject, body: template.body });
    else set({ templateId: null, templateName: '' });
  };
  const save = async (asNew: boolean) => {
    const existing = templates.find((t) => t.id === draft.templateId);
    try {
      const saved = await saveTemplate({
        ...(existing && !asNew ? { id: existing.id, version: existing.version } : {}),
        name: draft.templateName.trim(),
        subject: draft.subject,
        body: draft.body,
      });
      await refetch();
      set({ templateId: saved.id, templateName: saved.name });
      notify(`Template “${saved.name}” saved`, { type: 'success' });
    } catch (error) {
      const { message, fields } = errorsOf(error);
      setSaveErrors(fields);
      notify(message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Template"
          value={draft.templateId ?? ''}
          onChange={(event) => pick(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">New message</MenuItem>
          {templates.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Template name"
          value={draft.templateName}
          error={!!shown.name}
          helperText={shown.name}
          onChange={(event) => set({ templateName: event.target.value })}
          sx={{ flex: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            startIcon={<SaveIcon />}
            disabled={!draft.templateName.trim()}
            onClick={() => void save(!draft.templateId)}
          >
            {draft.templateId ? 'Save template' : 'Save as template'}
          </Button>
          {draft.templateId && <Button onClick={() => void save(true)}>Save as new</Button>}
        </Stack>
      </Stack>
      <TextField
        label="Subject"
        value={draft.subject}
        error={!!shown.subject}
        helperText={shown.subject}
        onChange={(event) => set({ subject: event.target.value })}
        fullWidth
      />
      <TextField
        label="Message"
        value={draft.body}
        error={!!shown.body}
        helperText={shown.body ?? 'Plain text. Merge fields are filled in for each recipient.'}
        onChange={(event) => set({ body: event.target.value })}
        multiline
        minRows={6}
        fullWidth
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Merge fields (click to add to the message):
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Merge fields">
          {mergeFields.map((field) => (
            <Tooltip key={field.name} title={field.description} describeChild>
              <Chip
                size="small"
                variant="outlined"
                label={`{{${field.name}}}`}
                onClick={() => set({ body: `${draft.body}{{${field.name}}}` })}
              />
            </Tooltip>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
