import { formatRate } from '../campaigns/campaign-figures';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { TARGET_STATUSES, type CampaignFigures, type TargetStatus } from '@outflow/domain';
import { STATE_COLOURS, STATE_LABELS } from './lead-row-view';

const Figure = ({ label, value, hint }: { label: string; value: string | number; hint?: string }) => (
  <Card variant="outlined" sx={{ flex: '1 1 150px' }}>
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        sx={{ fontWeight: 700 }}
        data-testid={`figure-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </CardContent>
  </Card>
);

/** The campaign's figures: leads by state (a filter for the table), acceptance and response rates, today's actions. */
export const CampaignFiguresBar = ({
  figures,
  status,
  onStatus,
}: {
  figures: CampaignFigures;
  status?: TargetStatus;
  onStatus: (status?: TargetStatus) => void;
}) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Figure label="Leads" value={figures.total} />
      <Figure
        label="Acceptance rate"
        value={formatRate(figures.acceptanceRate)}
        hint={`${figures.accepted} of ${figures.invited} invited`}
      />
      <Figure label="Response rate" value={formatRate(figures.responseRate)} hint={`${figures.replied} replied`} />
      <Figure label="Actions today" value={figures.actionsToday} />
    </Box>
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Leads by state">
      <Chip
        label={`All ${figures.total}`}
        variant={status ? 'outlined' : 'filled'}
        color="primary"
        onClick={() => onStatus(undefined)}
      />
      {TARGET_STATUSES.map((s) => (
        <Chip
          key={s}
          label={`${STATE_LABELS[s]} ${figures.byState[s]}`}
          color={STATE_COLOURS[s]}
          variant={status === s ? 'filled' : 'outlined'}
          onClick={() => onStatus(status === s ? undefined : s)}
          data-testid={`state-${s}`}
        />
      ))}
    </Box>
  </Box>
);
