import type { FormEvent } from 'react';
import { Alert, Box, Button, Divider, TextField } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import type { CampaignLeadSource } from '../campaign-payload';
import type { BuilderEdge, BuilderNode } from '../sequence/builder-graph';
import { SequenceValidationDialog } from '../sequence/SequenceValidationDialog';
import { CampaignSettingsSummary } from './CampaignSettingsSummary';
import { SendersChoice } from './SendersChoice';
import { useConnectedSenders } from './useConnectedSenders';
import { useLaunchCampaign } from './useLaunchCampaign';

interface FinalizeStepProps {
  /** The wizard keeps the name, so going back to the sequence and the leads loses nothing. */
  name: string;
  onName: (name: string) => void;
  /** The senders ticked (null: untouched); the wizard keeps them too, across Back and Next. */
  picked: readonly string[] | null;
  onPicked: (picked: string[]) => void;
  leads: readonly string[];
  /** The names the lead source gave, at the same places as `leads` ('' where unknown). */
  leadNames?: readonly string[];
  leadSource?: CampaignLeadSource;
  nodes: readonly BuilderNode[];
  edges: readonly BuilderEdge[];
  onBack: () => void;
  onLaunched: () => void;
}

/** Step 3: name the campaign and launch it. */
export const FinalizeStep = ({
  name,
  onName,
  picked,
  onPicked,
  leads,
  leadNames,
  leadSource,
  nodes,
  edges,
  onBack,
  onLaunched,
}: FinalizeStepProps) => {
  const { launch, launching, error, validationErrors, closeValidation } = useLaunchCampaign(onLaunched);
  const connected = useConnectedSenders();
  const several = connected.length > 1;
  // Untouched, the choice is the first sender alone: what a campaign without a choice acts through.
  // A sender picked earlier and disconnected since is left out; none left reads as untouched.
  const stillConnected = picked?.filter((id) => connected.some((s) => s.accountId === id));
  const senders = several
    ? stillConnected && stillConnected.length > 0
      ? stillConnected
      : [connected[0].accountId]
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void launch({ name, leads, leadNames, leadSource, senders, nodes, edges });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        label="Campaign name"
        fullWidth
        value={name}
        onChange={(event) => onName(event.target.value)}
        disabled={launching}
        sx={{ maxWidth: 560 }}
      />
      {several && senders && (
        <SendersChoice senders={connected} chosen={senders} onChange={onPicked} disabled={launching} />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <CampaignSettingsSummary leadCount={leads.length} stepCount={nodes.length} />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} disabled={launching}>
          Back
        </Button>
        <Button type="submit" variant="contained" startIcon={<RocketLaunchIcon />} disabled={launching}>
          {launching ? 'Launching...' : 'Launch Campaign'}
        </Button>
      </Box>
      <SequenceValidationDialog errors={validationErrors} onClose={closeValidation} />
    </Box>
  );
};
