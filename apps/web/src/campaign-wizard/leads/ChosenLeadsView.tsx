import { Alert, AlertTitle, Box, Button, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import type { LeadListCheck } from '@outflow/domain';
import type { ActiveLeadCampaign } from '../campaign-wizard-api';
import { checkSummary, LEAD_SOURCE_HEADERS, type LeadSource } from './lead-list';

interface ChosenLeadsViewProps {
  source: Exclude<LeadSource, 'none'>;
  check: LeadListCheck;
  /** Kept leads another campaign of the user is still working on, by profile URL. */
  active: ReadonlyMap<string, ActiveLeadCampaign[]>;
  loading: boolean;
  onClear: () => void;
  onEdit?: () => void;
  onDropActive: () => void;
  onCancel: () => void;
  onNext: () => void;
}

/** How many leads the list shows; the counts above always cover all of them. */
const SHOWN = 200;

const lineBox = {
  maxHeight: 320,
  overflow: 'auto',
  m: 0,
  py: 1,
  pl: 5,
  pr: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontSize: 14,
} as const;

/**
 * Step 1 once a source is chosen: its header, Clear, the count; what was kept (names where the
 * search gave them, flags on people another campaign is working on), what was refused and why,
 * and the duplicates left out; then Cancel and Next.
 */
export const ChosenLeadsView = ({
  source,
  check,
  active,
  loading,
  onClear,
  onEdit,
  onDropActive,
  onCancel,
  onNext,
}: ChosenLeadsViewProps) => {
  const activeCount = check.kept.filter((lead) => active.has(lead.profileUrl)).length;
  const activeCampaigns = [
    ...new Set(check.kept.flatMap((lead) => (active.get(lead.profileUrl) ?? []).map((c) => c.campaignName))),
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {LEAD_SOURCE_HEADERS[source]}
        </Typography>
        <Stack direction="row" spacing={1}>
          {onEdit && <Button onClick={onEdit}>Edit</Button>}
          <Button color="error" onClick={onClear}>
            Clear
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mb: 1 }}>
        LinkedIn profiles found: <strong data-testid="lead-count">{check.kept.length}</strong>
      </Typography>
      {!loading && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="lead-check-summary">
          {checkSummary(check)}
        </Typography>
      )}
      {loading ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography color="text.secondary">Loading profiles...</Typography>
        </Box>
      ) : (
        <Stack spacing={2}>
          {activeCount > 0 && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={onDropActive}>
                  Leave them out
                </Button>
              }
            >
              {activeCount === 1 ? '1 of these people is' : `${activeCount} of these people are`} already in another
              campaign ({activeCampaigns.join(', ')}).
            </Alert>
          )}
          {check.refused.length > 0 && (
            <Alert severity="error" variant="outlined">
              <AlertTitle>
                {check.refused.length === 1 ? '1 line refused' : `${check.refused.length} lines refused`}
              </AlertTitle>
              <Box component="ul" aria-label="Refused lines" sx={{ m: 0, pl: 2.5 }}>
                {check.refused.slice(0, SHOWN).map((line) => (
                  <li key={`${line.line}-${line.text}`}>
                    Line {line.line}:{' '}
                    <Box component="code" sx={{ wordBreak: 'break-all' }}>
                      {line.text}
                    </Box>{' '}
                    ({line.reason})
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          {check.kept.length > 0 && (
            <Box component="ol" aria-label="Lead profile URLs" sx={lineBox}>
              {check.kept.slice(0, SHOWN).map((lead) => {
                const campaigns = active.get(lead.profileUrl);
                return (
                  <Box component="li" key={lead.profileUrl} sx={{ py: 0.25 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                      {lead.name && (
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {lead.name}
                        </Box>
                      )}
                      <Box
                        component="span"
                        sx={{
                          fontFamily: 'monospace',
                          color: lead.name ? 'text.secondary' : 'text.primary',
                          wordBreak: 'break-all',
                        }}
                      >
                        {lead.profileUrl}
                      </Box>
                      {campaigns && (
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          label={`In ${campaigns.map((c) => c.campaignName).join(', ')}`}
                        />
                      )}
                    </Box>
                  </Box>
                );
              })}
              {check.kept.length > SHOWN && (
                <Typography color="text.secondary">and {check.kept.length - SHOWN} more</Typography>
              )}
            </Box>
          )}
          {check.duplicates.length > 0 && (
            <Box component="details">
              <Box component="summary" sx={{ cursor: 'pointer', color: 'text.secondary' }}>
                {check.duplicates.length === 1
                  ? '1 duplicate left out'
                  : `${check.duplicates.length} duplicates left out`}
              </Box>
              <Box component="ul" aria-label="Duplicate lines" sx={{ ...lineBox, mt: 1 }}>
                {check.duplicates.slice(0, SHOWN).map((line) => (
                  <li key={`${line.line}-${line.profileUrl}`}>
                    Line {line.line}:{' '}
                    <Box component="code" sx={{ wordBreak: 'break-all' }}>
                      {line.profileUrl}
                    </Box>{' '}
                    (same person as line {line.firstLine})
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </Stack>
      )}
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onNext} disabled={check.kept.length === 0 || loading}>
          Next
        </Button>
      </Box>
    </Box>
  );
};
