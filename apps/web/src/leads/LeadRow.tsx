import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardContent, Checkbox, Link, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { Lead } from '@outflow/api-contract';
import { displayName } from './lead-view';
import { LeadAvatar } from './LeadAvatar';

export const NOT_ENRICHED_HINT =
  'Profile data not fetched yet. The profile will be enriched when it is processed in the sequence.';

/** Avatar, name (opens /leads/{id}) with the not-enriched mark, and the lead's campaign. */
const LeadIdentity = ({ lead }: { lead: Lead }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
    <LeadAvatar lead={lead} />
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Link
          component={RouterLink}
          to={`/leads/${encodeURIComponent(lead._id)}`}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {displayName(lead)}
        </Link>
        {lead.status === 'failed' ? (
          <Tooltip title={`Stopped: ${lead.failure ?? 'its sequence failed'}`} enterDelay={0} arrow>
            <ErrorOutlineIcon
              role="img"
              aria-label={`Stopped: ${lead.failure ?? 'its sequence failed'}`}
              fontSize="small"
              sx={{ color: 'error.main' }}
            />
          </Tooltip>
        ) : (
          !lead.profileDataFetched &&
          lead.status !== 'completed' && (
            <Tooltip title={NOT_ENRICHED_HINT} enterDelay={0} arrow>
              <WarningAmberIcon
                role="img"
                aria-label={NOT_ENRICHED_HINT}
                fontSize="small"
                sx={{ color: 'warning.main' }}
              />
            </Tooltip>
          )
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {lead.campaignName}
      </Typography>
    </Box>
  </Box>
);

/** One lead: its selection checkbox (bulk actions), avatar and name (opens /leads/{id}), headline, location. */
export const LeadRow = ({ lead, selected, onToggle }: { lead: Lead; selected: boolean; onToggle: () => void }) => {
  const name = displayName(lead);
  return (
    <TableRow hover data-lead-id={lead._id} selected={selected}>
      <TableCell padding="checkbox">
        <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': `Select ${name}` } }} />
      </TableCell>
      <TableCell>
        <LeadIdentity lead={lead} />
      </TableCell>
      <TableCell sx={{ maxWidth: 360 }}>
        <Typography variant="body2">{lead.headline || '—'}</Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{lead.location || '—'}</Typography>
      </TableCell>
    </TableRow>
  );
};

/** The same lead as a card on a phone: who, what they do, where. */
export const LeadCard = ({ lead }: { lead: Lead }) => (
  <Card variant="outlined" component="article" aria-label={displayName(lead)} data-lead-id={lead._id}>
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:last-child': { pb: 2 } }}>
      <LeadIdentity lead={lead} />
      {lead.headline && <Typography variant="body2">{lead.headline}</Typography>}
      {lead.location && (
        <Typography variant="body2" color="text.secondary">
          {lead.location}
        </Typography>
      )}
    </CardContent>
  </Card>
);
