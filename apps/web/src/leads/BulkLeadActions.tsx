import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import type { CampaignLeadsAdded } from '@outflow/api-contract';
import { listCampaigns } from '../api/campaigns-api';
import { useBusy } from '../hooks/useBusy';
import { FormDialog } from '../layout/FormDialog';
import { refusal } from '../settings/integrations-api';
import { StopContactingDialog } from '../do-not-contact/StopContactingDialog';
import {
  addLeadsToCampaign,
  exportLeads,
  removeLeadsFromCampaign,
  selectionSize,
  type LeadSelection,
} from './bulk-leads-api';

interface BulkLeadActionsProps {
  selection: LeadSelection;
  /** Removes the selection from its campaigns: the leads page groups rows by campaign, the campaign page has one. */
  removeSelection: (remove: typeof removeLeadsFromCampaign) => Promise<{ removed: number; kept: number }>;
  /** The campaign the rows are in (left out of "add to"), when there is one. */
  campaignId?: string;
  onDone: () => void;
  onClear: () => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What an add did, naming why people were left out (a person is never in two running sequences). */
const addedMessage = ({ added, alreadyInCampaign, skipped }: CampaignLeadsAdded): string => {
  const parts = [`${plural(added, 'lead')} added`];
  if (alreadyInCampaign > 0) parts.push(`${alreadyInCampaign} were already in it`);
  const byReason = new Map<string, number>();
  for (const s of skipped) byReason.set(s.message, (byReason.get(s.message) ?? 0) + 1);
  for (const [reason, n] of byReason) parts.push(`${n} left out: ${reason}`);
  return parts.join('; ');
};

/**
 * The bar over a lead table while rows are selected: add to a campaign, remove from theirs, stop
 * contacting (the Do-Not-Contact list), export, clear.
 */
export const BulkLeadActions = ({ selection, removeSelection, campaignId, onDone, onClear }: BulkLeadActionsProps) => {
  const [busy, run] = useBusy();
  const [adding, setAdding] = useState(false);
  const [stopping, setStopping] = useState(false);
  const count = selectionSize(selection);
  const act = (task: () => Promise<string>, failed: string) =>
    run(async () => {
      try {
        toast.success(await task());
        onDone();
      } catch (error) {
        toast.error(refusal(error, failed), { duration: 5000 });
      }
    });

  return (
    <Box
      role="toolbar"
      aria-label="Selected leads"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1, bgcolor: 'action.selected' }}
    >
      <Typography sx={{ mr: 1 }}>{plural(count, 'lead')} selected</Typography>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => setAdding(true)}>
        Add to a campaign
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        disabled={busy}
        onClick={() =>
          void act(async () => {
            const { removed, kept } = await removeSelection(removeLeadsFromCampaign);
            return kept > 0
              ? `${plural(removed, 'lead')} removed; ${kept} kept: the campaign already reached them`
              : `${plural(removed, 'lead')} removed`;
          }, 'Failed to remove the leads')
        }
      >
        Remove from campaign
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => setStopping(true)}>
        Stop contacting
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={() =>
          void act(async () => {
            await exportLeads(selection);
            return `${plural(count, 'lead')} exported`;
          }, 'Failed to export the leads')
        }
      >
        Export
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
      <StopContactingDialog
        open={stopping}
        who={plural(count, 'lead')}
        input={{ selection }}
        onCancel={() => setStopping(false)}
        onDone={() => {
          setStopping(false);
          onDone();
        }}
      />
      <AddToCampaignDialog
        open={adding}
        exclude={campaignId}
        onCancel={() => setAdding(false)}
        onAdd={(target, allowPreviouslyContacted) => {
          setAdding(false);
          void act(
            async () => addedMessage(await addLeadsToCampaign(target, selection, allowPreviouslyContacted)),
            'Failed to add the leads',
          );
        }}
      />
    </Box>
  );
};

const AddToCampaignDialog = ({
  open,
  exclude,
  onCancel,
  onAdd,
}: {
  open: boolean;
  exclude?: string;
  onCancel: () => void;
  onAdd: (campaignId: string, allowPreviouslyContacted: boolean) => void;
}) => {
  const campaigns = useQuery({ queryKey: ['campaigns', 'bulk-add'], queryFn: listCampaigns, enabled: open });
  const [target, setTarget] = useState('');
  const [again, setAgain] = useState(false);
  // Leads join campaigns that still run (or are paused); ended ones take none.
  const options = (campaigns.data ?? []).filter(
    (c) => c.id !== exclude && (c.status === 'active' || c.status === 'paused'),
  );
  return (
    <FormDialog
      open={open}
      title="Add to a campaign"
      submitLabel="Add leads"
      submitDisabled={!target}
      onSubmit={() => onAdd(target, again)}
      onCancel={onCancel}
    >
      <FormControl fullWidth sx={{ mt: 1 }}>
        <InputLabel id="bulk-add-campaign">Campaign</InputLabel>
        <Select labelId="bulk-add-campaign" label="Campaign" value={target} onChange={(e) => setTarget(e.target.value)}>
          {options.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={again} onChange={(e) => setAgain(e.target.checked)} />}
        label="Include people an earlier campaign already contacted"
      />
      <Typography variant="body2" color="text.secondary">
        People who replied in the last 30 days, are on the Do-Not-Contact list or are in another running campaign are
        always left out.
      </Typography>
    </FormDialog>
  );
};
