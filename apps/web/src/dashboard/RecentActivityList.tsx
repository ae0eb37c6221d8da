import { Link as RouterLink } from 'react-router-dom';
import { Alert, Avatar, Box, Link, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { avatarColour, displayName, initials } from '../leads/lead-view';
import { TitledCard } from '../layout/TitledCard';
import { CardLoading } from './CardLoading';
import type { RecentActivity } from '@outflow/api-contract';
import { ACTIVITIES_ERROR, InvalidDataFormatError } from './dashboard-api';
import { actionLabel } from './dashboard-view';
import { formatDateTime } from '../layout/dates';

const EMPTY_TEXT = 'No recent activities found';
/** The list keeps the page short; older activities scroll. */
const LIST_MAX_HEIGHT = 380;

const when = (timestamp: string) => formatDateTime(timestamp);

/** The lead an activity was on: their name and picture (initials until enriched), linking to the lead, else to LinkedIn. */
const ActivityLead = ({ activity }: { activity: RecentActivity }) => {
  const lead = {
    firstName: activity.firstName ?? null,
    lastName: activity.lastName ?? null,
    profileUrl: activity.profileUrl,
  };
  const name = displayName(lead);
  return activity.leadId ? (
    <Link
      component={RouterLink}
      to={`/leads/${encodeURIComponent(activity.leadId)}`}
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {name}
    </Link>
  ) : (
    <Link
      href={activity.profileUrl}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {name}
    </Link>
  );
};

/** The latest actions the campaigns performed, newest first: what, on whom, in which campaign, when. */
export const RecentActivityList = ({ activities }: { activities: UseQueryResult<RecentActivity[]> }) => {
  let body;
  if (activities.isPending) {
    body = <CardLoading />;
  } else if (activities.isError) {
    body = (
      <Alert severity="error">
        {activities.error instanceof InvalidDataFormatError ? activities.error.message : ACTIVITIES_ERROR}
      </Alert>
    );
  } else if (activities.data.length === 0) {
    body = <Typography color="text.secondary">{EMPTY_TEXT}</Typography>;
  } else {
    body = (
      <List dense aria-label="Recent activity" sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', mx: -1 }}>
        {activities.data.map((activity, index) => {
          const lead = {
            firstName: activity.firstName ?? null,
            lastName: activity.lastName ?? null,
            profileUrl: activity.profileUrl,
          };
          return (
            <ListItem
              key={`${activity.timestamp}-${activity.profileUrl}-${index}`}
              divider={index < activities.data.length - 1}
            >
              <ListItemAvatar sx={{ minWidth: 48 }}>
                <Avatar
                  src={activity.pictureUrl ?? undefined}
                  alt={displayName(lead)}
                  sx={{
                    width: 36,
                    height: 36,
                    fontSize: 14,
                    fontWeight: 600,
                    bgcolor: avatarColour(activity.leadId ?? activity.profileUrl),
                  }}
                >
                  {initials(lead)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {actionLabel(activity.action)}
                    </Box>{' '}
                    <ActivityLead activity={activity} />
                  </>
                }
                secondary={[activity.campaignName, when(activity.timestamp)].filter(Boolean).join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
    );
  }
  return <TitledCard title="Recent Activity">{body}</TitledCard>;
};
