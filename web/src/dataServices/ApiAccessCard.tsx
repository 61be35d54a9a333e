import { Card, CardContent, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAbility } from '../providers/useAbility';

/** How another system reaches the API: a key (for those who may issue them) and the API's description. */
export function ApiAccessCard() {
  const { ability } = useAbility();
  const mayIssueKeys = ability.can('manage', 'ApiKey');
  return (
    <Card component="section" aria-labelledby="api-access-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="api-access-title" variant="h6" component="h2">
          API
        </Typography>
        <Typography color="text.secondary">
          Integrations call the REST API with an API key: send it as{' '}
          <code>Authorization: Bearer &lt;key&gt;</code>.
        </Typography>
        <List dense disablePadding sx={{ mt: 1 }}>
          {mayIssueKeys && (
            <ListItem disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to="/apikeys">
                    API keys
                  </Link>
                }
                secondary="Issue a key for a system, or revoke one."
              />
            </ListItem>
          )}
          <ListItem disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to="/dataServices/api">
                  API reference
                </Link>
              }
              secondary="Every operation, its parameters, bodies and answers."
            />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText
              primary={<Link href="/api/openapi.json">OpenAPI document (JSON)</Link>}
              secondary="The OpenAPI 3.1 description, for client generators and API tools."
            />
          </ListItem>
        </List>
        {!mayIssueKeys && (
          <Typography variant="body2" color="text.secondary">
            API keys are issued by an administrator.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
