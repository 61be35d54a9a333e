import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { MediaTypes, OpenApiDocument, Operation } from './openApiDocument';
import { SchemaView } from './SchemaView';
import { typeText } from './schemaText';

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
    {children}
  </Typography>
);

/** A body's media types, each with its schema. */
function Bodies({ document, body }: { document: OpenApiDocument; body: MediaTypes }) {
  return (
    <>
      {body.description && <Typography variant="body2">{body.description}</Typography>}
      {Object.entries(body.content ?? {}).map(([mediaType, { schema }]) => (
        <Box key={mediaType} sx={{ mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {mediaType}
          </Typography>
          {schema && <SchemaView document={document} schema={schema} />}
        </Box>
      ))}
    </>
  );
}

/** One operation: its description, parameters, request body and answers. */
export function OperationDetails({
  document,
  operation,
}: {
  document: OpenApiDocument;
  operation: Operation;
}) {
  return (
    <Box>
      {operation.description && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{operation.description}</Typography>
      )}
      {operation.parameters.length > 0 && (
        <>
          <Heading>Parameters</Heading>
          <TableContainer>
            <Table size="small" aria-label={`Parameters of ${operation.key}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>In</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Description</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {operation.parameters.map((parameter) => (
                  <TableRow key={`${parameter.in}-${parameter.name}`}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      {parameter.name}
                      {parameter.required ? ' (required)' : ''}
                    </TableCell>
                    <TableCell>{parameter.in}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {typeText(document, parameter.schema)}
                    </TableCell>
                    <TableCell>{parameter.description ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {operation.requestBody && (
        <>
          <Heading>{operation.requestBody.required ? 'Request body (required)' : 'Request body'}</Heading>
          <Bodies document={document} body={operation.requestBody} />
        </>
      )}
      <Heading>Answers</Heading>
      <Box component="dl" sx={{ m: 0 }}>
        {operation.responses.map(([status, answer]) => (
          <Box key={status} sx={{ mb: 1 }}>
            <Typography component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {status}
            </Typography>
            <Box component="dd" sx={{ m: 0, pl: 2 }}>
              <Bodies document={document} body={answer} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
