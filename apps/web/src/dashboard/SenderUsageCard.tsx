import { Avatar, Box, Typography } from '@mui/material';
import type { LinkedInSender } from '@outflow/api-contract';
import { TitledCard } from '../layout/TitledCard';
import { senderUsageText, senderWarmUpText } from '../linkedin-account/sender-view';
import { GAUGES } from './dashboard-view';
import { UsageGauge } from './UsageGauge';

/** The gauges a sender's row shows: the limits campaigns use most. */
const SENDER_GAUGES = GAUGES.filter((g) => ['connections', 'messages', 'profileViews', 'likes'].includes(g.key));

/** Usage per sender (issue 20): each connected sender's day against the limits in force for it. */
export const SenderUsageCard = ({ senders }: { senders: readonly LinkedInSender[] }) => (
  <TitledCard title="Usage by sender">
    {senders.map((sender) => {
      const name = sender.fullName || 'LinkedIn member';
      return (
        <Box
          key={sender.accountId}
          component="section"
          aria-label={`${name}'s usage`}
          data-testid="sender-usage"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 240, flexGrow: 1 }}>
            <Avatar src={sender.profilePictureUrl ?? undefined} alt={name}>
              {name.charAt(0)}
            </Avatar>
            <Box>
              <Typography variant="subtitle1">{name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {senderUsageText(sender)} · {senderWarmUpText(sender)}
              </Typography>
            </Box>
          </Box>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 120px)', sm: 'repeat(4, 120px)' }, gap: 1 }}
          >
            {SENDER_GAUGES.map(({ key, label }) => (
              <UsageGauge
                key={key}
                label={label}
                ariaLabel={`${name}: ${label}`}
                current={sender.today.usage[key]}
                max={sender.today.limits[key]}
              />
            ))}
          </Box>
        </Box>
      );
    })}
  </TitledCard>
);
