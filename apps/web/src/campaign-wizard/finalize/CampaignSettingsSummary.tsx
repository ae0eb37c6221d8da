import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';

/** Spec §2 step 3: what launching sets up, with the figures the user built in steps 1 and 2. */
export const CampaignSettingsSummary = ({ leadCount, stepCount }: { leadCount: number; stepCount: number }) => {
  const items = [
    `Multi-step sequence configured (${stepCount} ${stepCount === 1 ? 'step' : 'steps'})`,
    `Lead list ready (${leadCount} ${leadCount === 1 ? 'profile' : 'profiles'})`,
    'The campaign runs once launched',
    'Daily rate limits apply; you can change them in Settings',
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3 }}>
        Campaign settings
      </Typography>
      <List dense>
        {items.map((item) => (
          <ListItem key={item} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleOutlineIcon color="success" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </>
  );
};
