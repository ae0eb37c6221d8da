import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { RECOMMENDED_RANGES } from '@outflow/domain';

const RECOMMENDED = [
  { label: 'Connections', range: RECOMMENDED_RANGES.connections },
  { label: 'Messages', range: RECOMMENDED_RANGES.messages },
  { label: 'Profile views', range: RECOMMENDED_RANGES.profileViews },
];

/** The side panel: why limits exist and the recommended daily ranges. */
export const RateLimitsGuide = () => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" gutterBottom>
        About rate limits
      </Typography>
      <Typography variant="body2" color="text.secondary" paragraph>
        LinkedIn watches how many actions an account takes each day. Outflow never goes past the limits you set here,
        and spaces actions out like a person would. Staying within the recommended ranges keeps your account safe.
      </Typography>
      <Typography variant="subtitle2">Recommended ranges</Typography>
      <List dense disablePadding>
        {RECOMMENDED.map(({ label, range }) => (
          <ListItem key={label} disableGutters>
            <ListItemText primary={label} secondary={`${range[0]}-${range[1]}/day`} />
          </ListItem>
        ))}
      </List>
    </CardContent>
  </Card>
);
