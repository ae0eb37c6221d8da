import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SearchCountStage } from './SearchCountStage';
import { SearchUrlStage } from './SearchUrlStage';
import { useSearchLeads } from './useSearchLeads';

interface SearchLeadsModalProps {
  open: boolean;
  onClose: () => void;
  onChoose: (searchUrl: string, maxProfiles: number) => void;
}

/** Spec §2/§4: stage 0 enters and counts a search URL; stage 1 (after the count) chooses how many to take. */
export const SearchLeadsModal = ({ open, onClose, onChoose }: SearchLeadsModalProps) => {
  const search = useSearchLeads(open);
  const { stage, counting, choice } = search;
  return (
    <Dialog open={open} onClose={counting ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>CREATE A LIST OF LEADS BELOW</DialogTitle>
      <DialogContent>
        {stage === 0 ? <SearchUrlStage {...search.urlStage} /> : <SearchCountStage {...search.countStage} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={stage === 0 ? onClose : search.back} disabled={counting}>
          Back
        </Button>
        {stage === 0 ? (
          <Button variant="contained" onClick={() => void search.count()} disabled={!search.valid || counting}>
            Next
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => onChoose(choice.searchUrl, choice.toTake)}
            disabled={!choice.ready}
          >
            Next
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
