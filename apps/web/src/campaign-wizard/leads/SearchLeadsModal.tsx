import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { customCountProblem, defaultCustomCount, isLinkedInSearchUrl, profilesToTake, searchProfileCap, type SearchSelectionMode } from '@outflow/domain';
import { countSearchProfiles } from '../campaign-wizard-api';
import { SearchCountStage } from './SearchCountStage';
import { SearchUrlStage } from './SearchUrlStage';

interface SearchLeadsModalProps {
  open: boolean;
  onClose: () => void;
  onChoose: (searchUrl: string, maxProfiles: number) => void;
}

/** Spec §2/§4: stage 0 enters and counts a search URL; stage 1 (after the count) chooses how many to take. */
export const SearchLeadsModal = ({ open, onClose, onChoose }: SearchLeadsModalProps) => {
  const [stage, setStage] = useState<0 | 1>(0);
  const [searchUrl, setSearchUrl] = useState('');
  const [counting, setCounting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState(0);
  const [mode, setMode] = useState<SearchSelectionMode>('max');
  const [customCount, setCustomCount] = useState('');

  useEffect(() => {
    if (!open) return;
    setStage(0);
    setSearchUrl('');
    setError(null);
    setCounting(false);
  }, [open]);

  const valid = isLinkedInSearchUrl(searchUrl);
  const cap = searchProfileCap(found);
  const toTake = profilesToTake(mode, found, customCount);
  // A custom count past the maximum is refused where it is typed, never quietly taken as the maximum.
  const customProblem = customCountProblem(found, customCount);
  const canTake = toTake > 0 && (mode === 'max' || customProblem === null);

  const count = async () => {
    setCounting(true);
    setError(null);
    try {
      const total = await countSearchProfiles(searchUrl.trim());
      setFound(total);
      setMode('max');
      setCustomCount(String(defaultCustomCount(total)));
      setStage(1);
    } catch {
      setError('Failed to get profile count. Please try again.');
    } finally {
      setCounting(false);
    }
  };

  return (
    <Dialog open={open} onClose={counting ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>CREATE A LIST OF LEADS BELOW</DialogTitle>
      <DialogContent>
        {stage === 0 ? (
          <SearchUrlStage
            searchUrl={searchUrl}
            valid={valid}
            counting={counting}
            error={error}
            onChange={(url) => {
              setSearchUrl(url);
              setError(null);
            }}
          />
        ) : (
          <SearchCountStage
            searchUrl={searchUrl}
            found={found}
            cap={cap}
            mode={mode}
            customCount={customCount}
            customProblem={customProblem}
            onMode={setMode}
            onCustomCount={setCustomCount}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={stage === 0 ? onClose : () => setStage(0)} disabled={counting}>
          Back
        </Button>
        {stage === 0 ? (
          <Button variant="contained" onClick={() => void count()} disabled={!valid || counting}>
            Next
          </Button>
        ) : (
          <Button variant="contained" onClick={() => onChoose(searchUrl.trim(), toTake)} disabled={!canTake}>
            Next
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
