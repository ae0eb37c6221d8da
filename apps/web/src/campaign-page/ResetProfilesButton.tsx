import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { FormDialog } from '../layout/FormDialog';
import { resetProfiles } from './campaign-page-api';

/** reset-profiles, after a confirmation: the leads whose sequence goes on get their profile fetched again on their next step. */
export const ResetProfilesButton = ({ campaignId, onDone }: { campaignId: string; onDone: () => void }) => {
  const [open, setOpen] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetProfiles(campaignId),
    onSuccess: (leads) => {
      toast.success(`${leads} lead profile${leads === 1 ? '' : 's'} will be fetched again on their next step`);
      setOpen(false);
      onDone();
    },
    onError: () => toast.error('Could not reset the profiles. Please try again.'),
  });
  return (
    <>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => setOpen(true)}>
        Reset profiles
      </Button>
      <FormDialog
        open={open}
        title="Reset lead profiles?"
        submitLabel="Reset profiles"
        submitDisabled={reset.isPending}
        onSubmit={() => reset.mutate()}
        onCancel={() => setOpen(false)}
        fullWidth={false}
      >
        <DialogContentText>
          Every lead whose sequence is still going shows as not enriched until its next step fetches its LinkedIn
          profile again. Nobody is notified of the fetch. Leads whose sequence ended keep their profile.
        </DialogContentText>
      </FormDialog>
    </>
  );
};
