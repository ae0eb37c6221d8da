import { Avatar } from '@mui/material';
import type { Lead } from '@outflow/api-contract';
import { avatarColour, displayName, initials } from './lead-view';

/** The lead's picture, or their initials on a coloured circle when there is none (or it fails to load). */
export const LeadAvatar = ({ lead, size = 40 }: { lead: Lead; size?: number }) => (
  <Avatar
    src={lead.pictureUrl ?? undefined}
    alt={displayName(lead)}
    // White initials: every colour of the set reads at 4.5:1 or more against white.
    sx={{
      width: size,
      height: size,
      bgcolor: avatarColour(lead._id),
      color: '#fff',
      fontSize: size * 0.4,
      fontWeight: 600,
    }}
  >
    {initials(lead)}
  </Avatar>
);
