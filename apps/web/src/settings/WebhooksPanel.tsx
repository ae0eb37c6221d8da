import { Fragment, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { CreatedWebhookSubscription, WebhookSubscription } from '@outflow/api-contract';
import { ChipList } from '../layout/ChipList';
import { CopyValueDialog } from '../layout/CopyValueDialog';
import { DialogError } from '../layout/DialogError';
import { FormDialog } from '../layout/FormDialog';
import { TitledCard } from '../layout/TitledCard';
import {
  changeWebhook,
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  refusal,
  retryDelivery,
} from './integrations-api';
import { toastedChange } from './toasted-change';

const KEY = ['webhook-subscriptions'] as const;

/** Settings → Webhooks: outcome events delivered, signed, to URLs; each subscription's delivery log and "send again". */
export const WebhooksPanel = () => {
  const client = useQueryClient();
  const subscriptions = useQuery({ queryKey: KEY, queryFn: listWebhooks });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<CreatedWebhookSubscription | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: KEY });
  const change = useMutation(
    toastedChange(
      ({ id, active }: { id: string; active: boolean }) => changeWebhook(id, { active }),
      { failed: 'Failed to change the subscription' },
      refresh,
    ),
  );
  const remove = useMutation(
    toastedChange(
      deleteWebhook,
      { done: 'Webhook subscription deleted', failed: 'Failed to delete the subscription' },
      refresh,
    ),
  );

  return (
    <TitledCard title="Webhooks" section>
      <Typography variant="body2" color="text.secondary" paragraph>
        Outflow POSTs each event you subscribe to as JSON, signed in the <code>Outflow-Signature</code> header with the
        subscription's secret (see the README for the check). A failed delivery is tried again for 24 hours; a
        subscription failing for 3 days is paused.
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        Add endpoint
      </Button>
      {subscriptions.isError && <Alert severity="error">Failed to load webhook subscriptions</Alert>}
      {subscriptions.data && subscriptions.data.data.length === 0 && (
        <Typography color="text.secondary">No webhook subscriptions yet</Typography>
      )}
      {subscriptions.data && subscriptions.data.data.length > 0 && (
        <Table size="small" aria-label="Webhook subscriptions">
          <TableHead>
            <TableRow>
              <TableCell>URL</TableCell>
              <TableCell>Events</TableCell>
              <TableCell>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {subscriptions.data.data.map((s) => (
              <Fragment key={s.id}>
                <TableRow data-webhook={s.url}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.url}</TableCell>
                  <TableCell>
                    <ChipList labels={s.eventTypes} />
                  </TableCell>
                  <TableCell>
                    <StatusChip subscription={s} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setOpen(open === s.id ? null : s.id)}>
                      Deliveries
                    </Button>
                    <Button size="small" onClick={() => change.mutate({ id: s.id, active: s.status !== 'active' })}>
                      {s.status === 'active' ? 'Pause' : 'Resume'}
                    </Button>
                    <Button size="small" color="error" onClick={() => remove.mutate(s.id)}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
                {open === s.id && (
                  <TableRow>
                    <TableCell colSpan={4}>
                      <DeliveryLog subscriptionId={s.id} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
      <CreateWebhookDialog
        open={creating}
        eventTypes={subscriptions.data?.eventTypes ?? []}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
          refresh();
        }}
      />
      <CopyValueDialog
        value={secret?.secret ?? null}
        title="Signing secret"
        label="Secret"
        onClose={() => setSecret(null)}
      >
        <Alert severity="warning" sx={{ mb: 2 }}>
          This is the only time the secret is shown. Your receiver checks each delivery's signature with it.
        </Alert>
      </CopyValueDialog>
    </TitledCard>
  );
};

const StatusChip = ({ subscription }: { subscription: WebhookSubscription }) =>
  subscription.status === 'active' ? (
    <Chip label="Active" color="success" size="small" />
  ) : (
    <Chip
      label={subscription.pausedReason === 'failing' ? 'Paused: failing for 3 days' : 'Paused'}
      color={subscription.pausedReason === 'failing' ? 'error' : 'default'}
      size="small"
    />
  );

const DeliveryLog = ({ subscriptionId }: { subscriptionId: string }) => {
  const client = useQueryClient();
  const key = ['webhook-deliveries', subscriptionId];
  const log = useQuery({ queryKey: key, queryFn: () => listDeliveries(subscriptionId), refetchInterval: 5000 });
  const retry = useMutation({
    mutationFn: (deliveryId: string) => retryDelivery(subscriptionId, deliveryId),
    onSuccess: () => {
      toast.success('Sending again');
      void client.invalidateQueries({ queryKey: key });
    },
  });
  if (log.isError) return <Alert severity="error">Failed to load deliveries</Alert>;
  if (!log.data) return <Typography color="text.secondary">Loading deliveries...</Typography>;
  if (log.data.data.length === 0) return <Typography color="text.secondary">No deliveries yet</Typography>;
  return (
    <Table size="small" aria-label="Deliveries">
      <TableHead>
        <TableRow>
          <TableCell>Event</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Attempts</TableCell>
          <TableCell>Response</TableCell>
          <TableCell>Duration</TableCell>
          <TableCell>Last attempt</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {log.data.data.map((d) => (
          <TableRow key={d.id}>
            <TableCell>{d.eventType}</TableCell>
            <TableCell>{d.status}</TableCell>
            <TableCell>{d.attempts}</TableCell>
            <TableCell title={d.error ?? undefined}>{d.responseCode ?? (d.error ? 'no answer' : '—')}</TableCell>
            <TableCell>{d.durationMs === null ? '—' : `${d.durationMs} ms`}</TableCell>
            <TableCell>{d.lastAttemptAt ? new Date(d.lastAttemptAt).toLocaleString() : '—'}</TableCell>
            <TableCell align="right">
              <Button size="small" disabled={retry.isPending} onClick={() => retry.mutate(d.id)}>
                Send again
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const CreateWebhookDialog = ({
  open,
  eventTypes,
  onClose,
  onCreated,
}: {
  open: boolean;
  eventTypes: readonly string[];
  onClose: () => void;
  onCreated: (created: CreatedWebhookSubscription) => void;
}) => {
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createWebhook,
    onSuccess: (created) => {
      setUrl('');
      setTypes([]);
      setError(null);
      onCreated(created);
    },
    onError: (e) => setError(refusal(e, 'Failed to add the endpoint')),
  });
  return (
    <FormDialog
      open={open}
      title="Add webhook endpoint"
      submitLabel="Add endpoint"
      submitDisabled={create.isPending || !url.trim() || types.length === 0}
      onSubmit={() => create.mutate({ url: url.trim(), eventTypes: types })}
      onCancel={onClose}
    >
      <DialogError message={error} />
      <TextField
        fullWidth
        label="Endpoint URL"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://crm.example.com/hooks/outflow"
        sx={{ mt: 1, mb: 2 }}
      />
      <Typography variant="subtitle2">Events</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {eventTypes.map((type) => (
          <FormControlLabel
            key={type}
            label={type}
            control={
              <Checkbox
                checked={types.includes(type)}
                onChange={() =>
                  setTypes((held) => (held.includes(type) ? held.filter((t) => t !== type) : [...held, type]))
                }
              />
            }
          />
        ))}
      </Box>
    </FormDialog>
  );
};
