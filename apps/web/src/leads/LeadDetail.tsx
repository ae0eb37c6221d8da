import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import type { LeadDetail as LeadWithStanding } from '@outflow/api-contract';
import { errorStatus } from '../api/http-client';
import { fetchLead, leadKey, LEADS_KEY } from './leads-api';
import { cityOf, displayName, websiteOf } from './lead-view';
import { TitledCard } from '../layout/TitledCard';
import { LeadAvatar } from './LeadAvatar';
import { useLeadsLiveRefresh } from './useLeadsLiveRefresh';
import { StopContactingButton } from '../do-not-contact/StopContactingButton';
import { doNotContactLabel } from '../do-not-contact/do-not-contact-view';
import { waitingText } from '../campaign-page/lead-row-view';
import { useContactLiveUpdates } from '../do-not-contact/useContactLiveUpdates';

const NOT_AVAILABLE = 'Not available';

/** Spec 01 §2 Lead detail errors: a 401 asks to sign in again, anything else offers a retry. */
const detailErrorText = (error: unknown) =>
  errorStatus(error) === 401
    ? 'Authentication error. Please try logging in again.'
    : 'Failed to load lead details. Please try again.';

/** /leads/{id}: who the lead is, where they work and where they live. */
export const LeadDetail = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const backToLeads = () => navigate('/leads');
  useLeadsLiveRefresh();
  useContactLiveUpdates();
  const lead = useQuery({ queryKey: leadKey(id), queryFn: () => fetchLead(id), retry: false });

  if (lead.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 8 }}>
        <CircularProgress aria-label="Loading lead" />
      </Box>
    );
  }
  if (lead.isError) {
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', pt: 6, textAlign: 'center' }}>
        <Alert severity="error" sx={{ mb: 3, justifyContent: 'center' }}>
          {detailErrorText(lead.error)}
        </Alert>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => void lead.refetch()}>
            Retry
          </Button>
          <Button variant="outlined" onClick={backToLeads}>
            Back to Leads
          </Button>
        </Box>
      </Box>
    );
  }

  const data = lead.data;
  const website = websiteOf(data);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={backToLeads} sx={{ mb: 2 }}>
        Back to Leads
      </Button>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <LeadAvatar lead={data} size={96} />
          <Box sx={{ flexGrow: 1, minWidth: 240 }}>
            <Typography variant="h4" component="h1">
              {displayName(data)}
            </Typography>
            {data.headline && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {data.headline}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                size="small"
                startIcon={<LinkedInIcon />}
                href={data.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                View on LinkedIn
              </Button>
              {data.doNotContactReason ? (
                // Already listed: nothing to stop, the chip says so (and why).
                <Chip
                  size="small"
                  color={data.doNotContactReason.code === 'asked-to-stop' ? 'warning' : 'default'}
                  label={doNotContactLabel(data.doNotContactReason.code)}
                  title={data.doNotContactReason.reason ?? undefined}
                  data-testid="lead-do-not-contact"
                />
              ) : (
                <StopContactingButton
                  who={displayName(data)}
                  profileUrl={data.profileUrl}
                  onDone={() => void queryClient.invalidateQueries({ queryKey: LEADS_KEY })}
                />
              )}
              {data.campaignName && (
                <Chip
                  size="small"
                  clickable
                  component={RouterLink}
                  to={`/campaigns/${encodeURIComponent(data.campaignId)}`}
                  label={`Campaign: ${data.campaignName}`}
                />
              )}
            </Box>
          </Box>
        </CardContent>
      </Card>

      {data.waitText && (
        <Alert severity="info" icon={false} sx={{ mb: 3 }} data-testid="lead-now">
          <strong>Now:</strong> {waitingText({ waiting: data.waitText, waitUntil: data.waitUntil })}
        </Alert>
      )}

      <LeadStanding lead={data} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <TitledCard section title="Professional Information">
          <Field label="Company" value={data.companyName} />
          <Field label="Position" value={data.jobTitle} />
          <Field
            label="Website"
            value={
              website && (
                <Link href={website} target="_blank" rel="noopener noreferrer">
                  {website}
                </Link>
              )
            }
          />
        </TitledCard>
        <TitledCard section title="Location">
          <Field label="City" value={cityOf(data.location)} />
          <Field label="Country" value={data.country} />
        </TitledCard>
      </Box>
    </Box>
  );
};

/**
 * Where the lead stands, the same as its campaign says: given up (and why), ended before its
 * profile was fetched, or waiting for the enrichment its next LinkedIn step brings.
 */
const LeadStanding = ({ lead }: { lead: LeadWithStanding }) => {
  if (lead.status === 'failed')
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        <AlertTitle>The campaign stopped for this lead</AlertTitle>
        {lead.failure ?? 'Its sequence failed.'}
      </Alert>
    );
  if (lead.profileDataFetched) return null;
  if (lead.status === 'completed')
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        <AlertTitle>Profile not fetched</AlertTitle>
        The lead's sequence ended before a step fetched their LinkedIn profile.
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Profile enrichment pending</AlertTitle>
      This lead's profile data has not been fetched yet. It will be enriched when the lead is processed in the campaign
      sequence.
    </Alert>
  );
};

const Field = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box
    sx={{
      display: 'flex',
      justifyContent: 'space-between',
      gap: 2,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
      '&:last-of-type': { borderBottom: 0 },
    }}
  >
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ textAlign: 'right', wordBreak: 'break-word' }}>
      {value || NOT_AVAILABLE}
    </Typography>
  </Box>
);
