import { useState } from 'react';
import toast from 'react-hot-toast';
import { REFUSAL_WORDS } from '@outflow/domain';
import { ChosenLeadsView } from './ChosenLeadsView';
import { LeadSourceOptions } from './LeadSourceOptions';
import { PasteUrlsDialog } from './PasteUrlsDialog';
import { SearchLeadsModal } from './SearchLeadsModal';
import type { LeadList } from './useLeadList';

interface LeadsStepProps {
  leads: LeadList;
  onCancel: () => void;
  onNext: () => void;
}

/** Step 1: choose a source, fill the list from it, hand it on. */
export const LeadsStep = ({ leads, onCancel, onNext }: LeadsStepProps) => {
  const [pasting, setPasting] = useState(false);
  const [searching, setSearching] = useState(false);

  const next = () => {
    if (leads.urls.length === 0) {
      toast.error(REFUSAL_WORDS.noLeads);
      return;
    }
    onNext();
  };

  return (
    <>
      {leads.source === 'none' ? (
        <LeadSourceOptions
          csvProcessing={leads.processing}
          onPaste={() => {
            leads.choosePasted();
            setPasting(true);
          }}
          onCsv={(file) => void leads.loadCsv(file)}
          onSearch={() => setSearching(true)}
        />
      ) : (
        <ChosenLeadsView
          source={leads.source}
          check={leads.check}
          active={leads.active}
          loading={leads.loading}
          onClear={leads.clear}
          onDropActive={leads.dropActive}
          onEdit={leads.source === 'manual' ? () => setPasting(true) : undefined}
          onCancel={onCancel}
          onNext={next}
        />
      )}
      <PasteUrlsDialog
        open={pasting}
        value={leads.text}
        onSave={(text) => {
          leads.savePasted(text);
          setPasting(false);
        }}
        onCancel={() => {
          leads.cancelPasted();
          setPasting(false);
        }}
      />
      <SearchLeadsModal
        open={searching}
        onClose={() => setSearching(false)}
        onChoose={(searchUrl, maxProfiles) => {
          setSearching(false);
          void leads.loadSearch(searchUrl, maxProfiles);
        }}
      />
    </>
  );
};
