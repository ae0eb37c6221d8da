import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, CardContent } from '@mui/material';
import { CampaignLeadsContext } from './campaign-leads-context';
import { defaultCampaignName } from './campaign-payload';
import { FinalizeStep } from './finalize/FinalizeStep';
import { LeadsStep } from './leads/LeadsStep';
import { useLeadList } from './leads/useLeadList';
import { SequenceStep } from './sequence/SequenceStep';
import { useSequenceGraph } from './sequence/useSequenceGraph';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';
import { WizardStepIndicator } from './WizardStepIndicator';

/**
 * /campaigns/new: leads, then sequence, then finalize; launching or cancelling returns to
 * /campaigns. Every step's fields live here, so Back and Next keep them all.
 */
export const CampaignWizard = () => {
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(1);
  const leads = useLeadList();
  const graph = useSequenceGraph();
  const [name, setName] = useState(() => defaultCampaignName(new Date()));
  const [senders, setSenders] = useState<string[] | null>(null);
  const toList = () => navigate('/campaigns');

  return (
    <>
      <WizardStepIndicator step={step} titles={WIZARD_STEPS} total={WIZARD_STEPS.length} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {step === 1 && <LeadsStep leads={leads} onCancel={toList} onNext={() => setStep(2)} />}
          {step === 2 && (
            <CampaignLeadsContext.Provider value={leads.check.kept}>
              <SequenceStep graph={graph} onBack={() => setStep(1)} onNext={() => setStep(3)} />
            </CampaignLeadsContext.Provider>
          )}
          {step === 3 && (
            <FinalizeStep
              name={name}
              onName={setName}
              picked={senders}
              onPicked={setSenders}
              leads={leads.urls}
              leadNames={leads.check.kept.map((lead) => lead.name ?? '')}
              leadSource={leads.source === 'none' ? undefined : leads.source}
              nodes={graph.nodes}
              edges={graph.edges}
              onBack={() => setStep(2)}
              onLaunched={toList}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
};
