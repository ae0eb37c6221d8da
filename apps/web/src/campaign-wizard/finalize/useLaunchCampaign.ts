import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { REFUSAL_WORDS } from '@outflow/domain';
import { campaignPayload, type CampaignDraft } from '../campaign-payload';
import { RequestKeys } from '../../api/request-keys';
import { createCampaign, launchErrorMessage } from '../campaign-wizard-api';
import { checkSequence } from '../sequence/check-sequence';

/** Launch: the name, the sequence once more (spec §4), then POST /api/campaigns; failures go to the banner. */
export function useLaunchCampaign(onLaunched: () => void) {
  const queryClient = useQueryClient();
  const [launching, setLaunching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [validationErrors, setValidationErrors] = useState<string[] | null>(null);
  // Launching the same draft again after a lost answer must not create the campaign twice.
  const [keys] = useState(() => new RequestKeys());

  const launch = async (draft: CampaignDraft) => {
    const { name, nodes, edges } = draft;
    setError(null);
    if (name.trim() === '') {
      toast.error(REFUSAL_WORDS.campaignName);
      return;
    }
    const check = checkSequence(nodes, edges);
    if (!check.ok) {
      if ('validationErrors' in check) setValidationErrors(check.validationErrors);
      else setError(check.toast);
      return;
    }
    setLaunching(true);
    try {
      const payload = campaignPayload(draft);
      const request = JSON.stringify(payload);
      await createCampaign(payload, keys.keyFor(request));
      keys.done(request);
      // The list shows the new campaign on arrival rather than at its next 10-second refresh.
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      toast.success('Campaign launched', { id: 'campaign-launched' });
      onLaunched();
    } catch (failure) {
      setError(launchErrorMessage(failure));
      setLaunching(false);
    }
  };

  return { launch, launching, error, validationErrors, closeValidation: () => setValidationErrors(null) };
}
