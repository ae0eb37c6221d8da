import { Box, Typography } from '@mui/material';
import { WorkspacePanel } from './WorkspacePanel';

/** /workspace: the workspace's name, members and invitations; open before LinkedIn or a subscription, as a team is set up first. */
export const WorkspacePage = () => (
  <Box>
    <Typography variant="h4" component="h1" gutterBottom>
      Workspace
    </Typography>
    <WorkspacePanel />
  </Box>
);
