import { Alert, Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { profileHandle } from '../leads/lead-view';
import { CardLoading, DashboardCard } from './DashboardCard';
import { ACTIVITIES_ERROR, InvalidDataFormatError, type RecentActivity } from './dashboard-api';
import { actionLabel } from './dashboard-view';

const EMPTY_TEXT = 'No recent activities found';
/** The list keeps the page short; older activities scroll. */
const LIST_MAX_HEIGHT = 380;

const when = (timestamp: string) => new Date(timestamp).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The latest actions the campaigns performed, newest first. */
export const RecentActivityList = ({ activities }: { activities: UseQueryResult<RecentActivity[]> }) => {
  let body;
  if (activities.isPending) {
    body = <CardLoading />;
  } else if (activities.isError) {
    body = <Alert severity="error">{activities.error instanceof InvalidDataFormatError ? activities.error.message : ACTIVITIES_ERROR}</Alert>;
  } else if (activities.data.length === 0) {
    body = <Typography color="text.secondary">{EMPTY_TEXT}</Typography>;
  } else {
    body = (
      <List dense aria-label="Recent activity" sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', mx: -1 }}>
        {activities.data.map((activity, index) => (
          <ListItem key={`${activity.timestamp}-${activity.profileUrl}-${index}`} divider={index < activities.data.length - 1}>
            <ListItemText
              primary={
                <>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {actionLabel(activity.action)}
                  </Box>{' '}
                  <Link href={activity.profileUrl} target="_blank" rel="noopener noreferrer" underline="hover">
                    {profileHandle(activity.profileUrl) ?? activity.profileUrl}
                  </Link>
                </>
              }
              secondary={[activity.campaignName, when(activity.timestamp)].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return <DashboardCard title="Recent Activity">{body}</DashboardCard>;
};
