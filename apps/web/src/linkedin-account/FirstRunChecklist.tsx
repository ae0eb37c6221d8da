import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { listCampaigns } from '../api/campaigns-api';
import { useLinkedInStatus } from '../hooks/useLinkedInStatus';
import { useSettingsVisited } from '../hooks/useSettingsVisited';
import { useWorkspaces } from '../workspaces/useWorkspaces';
import { firstRunSteps, showFirstRun } from './first-run';
import { managesSenders } from './sender-view';

/**
 * What a new user sees first, instead of a red error: the three steps to a running campaign, each
 * ticked when done (connect LinkedIn, set limits and schedule, create the first campaign).
 */
export const FirstRunChecklist = () => {
  const { connected } = useLinkedInStatus();
  const settingsVisited = useSettingsVisited();
  const role = useWorkspaces().current?.role;
  const linkedInConnected = connected === true;
  const campaigns = useQuery({
    queryKey: ['campaigns', 'first-run'],
    queryFn: listCampaigns,
    enabled: linkedInConnected,
    retry: 1,
  });
  const facts = {
    linkedInConnected,
    settingsVisited,
    campaignCount: linkedInConnected ? (campaigns.data?.length ?? null) : 0,
    managesLimits: role === undefined || managesSenders(role),
  };
  if (connected === null || !showFirstRun(facts)) return null;
  const steps = firstRunSteps(facts);
  const done = steps.filter((step) => step.done).length;
  return (
    <Card variant="outlined" component="section" aria-label="Get started">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="h6" component="h2">
          Get started
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {done} of {steps.length} done: three steps to your first campaign.
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          sx={{ mt: 1.5, mb: 1, height: 6, borderRadius: 3 }}
          aria-label="Setup progress"
        />
        <List disablePadding>
          {steps.map((step) => (
            <ListItem
              key={step.key}
              disableGutters
              data-step={step.key}
              data-done={step.done}
              sx={{ alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <ListItemIcon sx={{ minWidth: 32, mt: 0.75 }}>
                {step.done ? (
                  <CheckCircleIcon color="success" aria-label="Done" />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" aria-label="To do" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={step.title}
                secondary={step.hint}
                slotProps={{
                  primary: {
                    sx: {
                      fontWeight: 600,
                      textDecoration: step.done ? 'line-through' : 'none',
                      color: step.done ? 'text.secondary' : 'text.primary',
                    },
                  },
                }}
                sx={{ flex: '1 1 200px' }}
              />
              {step.to && step.actionLabel && !step.done && (
                <Box sx={{ alignSelf: 'center', ml: { xs: 4, sm: 0 } }}>
                  <Button component={RouterLink} to={step.to} variant="outlined" size="small" disabled={step.locked}>
                    {step.actionLabel}
                  </Button>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
