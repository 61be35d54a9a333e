import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { OpenApiDocument, Operation } from './openApiDocument';
import { OperationDetails } from './OperationDetails';

/** One operation, closed to its method, path and summary; its details are rendered only when opened. */
export function OperationAccordion({
  document,
  operation,
}: {
  document: OpenApiDocument;
  operation: Operation;
}) {
  const id = useId();
  return (
    <Accordion
      disableGutters
      slotProps={{
        transition: { unmountOnExit: true },
        region: { id: `${id}-details`, 'aria-labelledby': `${id}-summary` },
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline', minWidth: 0 }}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, minWidth: '4.5em' }}>
            {operation.method}
          </Box>
          <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>
            {operation.path}
          </Box>
          {operation.summary && (
            <Typography component="span" variant="body2" color="text.secondary">
              {operation.summary}
              {operation.deprecated ? ' (deprecated)' : ''}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <OperationDetails document={document} operation={operation} />
      </AccordionDetails>
    </Accordion>
  );
}
