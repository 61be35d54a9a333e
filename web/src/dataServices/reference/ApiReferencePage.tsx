import { Alert, Box, Card, CardContent, Link, Skeleton, TextField, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { matching, openApiUrl, operationsByTag, useOpenApiDocument } from './openApiDocument';
import { OperationAccordion } from './OperationAccordion';

/**
 * The API reference (/dataServices/api): the OpenAPI document the API serves, rendered here (no third-party
 * renderer: the page keeps the app's strict Content-Security-Policy and its theme): operations by tag, each
 * with its parameters, bodies and answers, filtered by what is typed.
 */
export function ApiReferencePage() {
  const { data: document, isPending, error } = useOpenApiDocument();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const groups = useMemo(() => (document ? operationsByTag(document) : []), [document]);
  const shown = useMemo(() => matching(groups, deferredFilter), [groups, deferredFilter]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="API reference" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {document?.info?.title ?? 'TAMS API'} {document?.info?.version ?? ''}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Every operation of the API. Calls take an API key (<code>Authorization: Bearer &lt;key&gt;</code>
            ). The same description as a file: <Link href={openApiUrl}>openapi.json</Link>. Back to{' '}
            <Link component={RouterLink} to="/dataServices">
              Data Services
            </Link>
            .
          </Typography>
          <TextField
            label="Find an operation"
            type="search"
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ mt: 2, width: { xs: '100%', sm: 360 } }}
          />
        </CardContent>
      </Card>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          The API&apos;s description cannot be read: {error.message}
        </Alert>
      ) : isPending ? (
        <Skeleton
          variant="rectangular"
          height={240}
          sx={{ mt: 2 }}
          aria-label="Loading the API's description"
        />
      ) : shown.length === 0 ? (
        <Typography sx={{ mt: 2 }} role="status">
          No operation matches &ldquo;{deferredFilter}&rdquo;.
        </Typography>
      ) : (
        shown.map((group) => (
          <Box component="section" key={group.name} aria-label={group.name} sx={{ mt: 3 }}>
            <Typography variant="h6" component="h2">
              {group.name}
            </Typography>
            {group.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {group.description}
              </Typography>
            )}
            {group.operations.map((operation) => (
              <OperationAccordion key={operation.key} document={document} operation={operation} />
            ))}
          </Box>
        ))
      )}
    </Box>
  );
}

export default ApiReferencePage;
