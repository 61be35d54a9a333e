import { Box, Typography } from '@mui/material';
import type { OpenApiDocument, Schema } from './openApiDocument';
import { type PropertyLine, propertyLines, typeText } from './schemaText';

const code = { fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' } as const;

function Lines({ lines }: { lines: PropertyLine[] }) {
  return (
    <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line.name}>
          <Box component="code" sx={{ ...code, fontWeight: 600 }}>
            {line.name}
          </Box>
          <Box component="span" sx={code}>
            {': '}
            {line.type}
          </Box>
          {line.required && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (required)
            </Typography>
          )}
          {line.description && (
            <Typography variant="body2" color="text.secondary">
              {line.description}
            </Typography>
          )}
          {line.children.length > 0 && <Lines lines={line.children} />}
        </li>
      ))}
    </Box>
  );
}

/** A schema: its type, and an object's properties (two levels down). */
export function SchemaView({ document, schema }: { document: OpenApiDocument; schema: Schema | undefined }) {
  const lines = propertyLines(document, schema);
  return (
    <Box>
      <Box component="code" sx={code}>
        {typeText(document, schema)}
      </Box>
      {lines.length > 0 && <Lines lines={lines} />}
    </Box>
  );
}
