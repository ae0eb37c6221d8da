import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { WideTable } from '../layout/WideTable';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import type { UserAccount } from '@outflow/api-contract';
import { fetchUserAccount, fetchUserCampaigns } from './support-api';
import { formatDate, formatDateTime } from '../layout/dates';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" sx={{ flex: '1 1 320px' }}>
    <CardContent>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Line = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" fontWeight={600} sx={{ textAlign: 'right' }}>
      {value}
    </Typography>
  </Box>
);

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

const AccountSections = ({ account }: { account: UserAccount }) => {
  const { subscription, linkedIn, limits, usage, schedule } = account;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Section title="Subscription">
        <Line label="Status" value={subscription.subscription_status ?? 'none'} />
        <Line label="Trial ends" value={when(subscription.subscription?.trialEndDate)} />
        <Line label="Paid until" value={when(subscription.subscription?.currentPeriodEnd)} />
      </Section>
      <Section title="LinkedIn account">
        <Line
          label="Status"
          value={
            <Chip
              size="small"
              label={linkedIn.state.connection}
              color={linkedIn.state.connection === 'connected' ? 'success' : 'default'}
            />
          }
        />
        <Line label="Account" value={linkedIn.state.accountId ?? '—'} />
        <Line label="Connected" value={when(linkedIn.state.connectedAt)} />
        {account.statusReason && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {account.statusReason.message}
          </Alert>
        )}
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          History
        </Typography>
        {linkedIn.history.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nothing yet
          </Typography>
        )}
        {linkedIn.history.map((h, i) => (
          <Typography key={i} variant="body2" data-testid="linkedin-history">
            {when(h.at)} · {h.summary}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({h.actor})
            </Typography>
          </Typography>
        ))}
      </Section>
      <Section title="Limits and schedule">
        <Line label="Invitations a day" value={`${usage.connections ?? 0} / ${limits.connections}`} />
        <Line label="Messages a day" value={`${usage.messages ?? 0} / ${limits.messages}`} />
        <Line label="Profile views a day" value={`${usage.profileViews ?? 0} / ${limits.profileViews}`} />
        <Line label="Invitations a week (cap)" value={limits.weeklyConnections} />
        <Line label="Time zone" value={schedule.timeZone} />
        <Line
          label="Working hours"
          value={
            schedule.workingHours.enabled
              ? `${schedule.workingHours.start}–${schedule.workingHours.end}, days ${schedule.workingHours.days.join(',')}`
              : 'off'
          }
        />
        <Line label="Warm-up" value={schedule.warmUp.enabled ? 'on' : 'off'} />
      </Section>
    </Box>
  );
};

/** /support/users/:userId: one user's account and campaigns, read-only. */
export const SupportUserPage = () => {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  // Each read is recorded on the user's access log: read when opened, not again on focus.
  const account = useQuery({
    queryKey: ['support', 'account', userId],
    queryFn: () => fetchUserAccount(userId),
    refetchOnWindowFocus: false,
  });
  const campaigns = useQuery({
    queryKey: ['support', 'campaigns', userId],
    queryFn: () => fetchUserCampaigns(userId),
    refetchOnWindowFocus: false,
  });
  if (account.isPending)
    return <CircularProgress aria-label="Loading the user" sx={{ display: 'block', mx: 'auto', mt: 8 }} />;
  if (account.isError) return <Alert severity="error">Could not load this user.</Alert>;
  const { user } = account.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1200 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/support')} sx={{ alignSelf: 'flex-start' }}>
        Back to the search
      </Button>
      <Typography variant="h4" component="h1">
        {user.name || user.email}
      </Typography>
      <Typography color="text.secondary">
        {user.email} · registered {formatDate(user.registeredAt)} · roles {user.roles.join(', ')}
      </Typography>
      <AccountSections account={account.data} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">Campaigns</Typography>
          {campaigns.isPending && <CircularProgress size={24} />}
          {campaigns.data && campaigns.data.length === 0 && (
            <Typography color="text.secondary">No campaigns</Typography>
          )}
          {campaigns.data && campaigns.data.length > 0 && (
            <WideTable label="Campaigns of the user">
              <Table size="small" aria-label="Campaigns of the user">
                <TableHead>
                  <TableRow>
                    {['Name', 'Status', 'Leads', 'Acceptance', 'Response', 'Created'].map((c) => (
                      <TableCell key={c}>{c}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {campaigns.data.map((c) => (
                    <TableRow key={c._id} hover>
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={`/support/users/${encodeURIComponent(userId)}/campaigns/${encodeURIComponent(c._id)}`}
                          fontWeight={600}
                          underline="hover"
                        >
                          {c.name}
                        </Link>
                      </TableCell>
                      <TableCell>{c.progressStatus}</TableCell>
                      <TableCell>{c.targetCount}</TableCell>
                      <TableCell>{c.connectionAcceptRate}%</TableCell>
                      <TableCell>{c.responseRate}%</TableCell>
                      <TableCell>{formatDate(c.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </WideTable>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
