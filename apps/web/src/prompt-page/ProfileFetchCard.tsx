import { useState } from 'react';
import { Box, Button, CircularProgress, TextField } from '@mui/material';
import toast from 'react-hot-toast';
import { errorBody } from '../api/http-client';
import { useBusy } from '../hooks/useBusy';
import { TitledCard } from '../layout/TitledCard';
import { FetchedProfileView } from './FetchedProfileView';
import { fetchAiMessageProfile } from './prompt-page-api';
import { PROMPT_PAGE_MESSAGES } from './prompt-page-rules';

const PROFILE_NOT_FOUND = 'LinkedIn has no profile at this address: check the URL.';
const FETCH_FAILED_TOAST = 'prompt-profile-fetch-failed';

interface ProfileFetchCardProps {
  profile: Record<string, unknown> | null;
  onProfile: (profile: Record<string, unknown> | null) => void;
}

/**
 * The LinkedIn profile the message is written for: fetched by URL, shown as a readable card with
 * the raw data to unfold. A URL LinkedIn has no profile for says so here; it is not a lost session.
 */
export const ProfileFetchCard = ({ profile, onProfile }: ProfileFetchCardProps) => {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, whileBusy] = useBusy();

  const fetchProfile = async () => {
    if (url.trim() === '') {
      setError(PROMPT_PAGE_MESSAGES.urlRequired);
      toast.error(PROMPT_PAGE_MESSAGES.urlRequired, { id: 'prompt-url-required' });
      return;
    }
    setError(null);
    toast.dismiss('prompt-url-required');
    await whileBusy(async () => {
      try {
        const answer = await fetchAiMessageProfile(url.trim());
        if (!answer.success || !answer.profile) {
          onProfile(null);
          toast.error(PROMPT_PAGE_MESSAGES.profileDataFailed, { id: FETCH_FAILED_TOAST });
          return;
        }
        onProfile(answer.profile);
        // The failure toasts of earlier attempts are over.
        toast.dismiss(FETCH_FAILED_TOAST);
      } catch (failure) {
        onProfile(null);
        if (errorBody(failure).errorCode === 'PROFILE_NOT_FOUND') setError(PROFILE_NOT_FOUND);
        toast.error(PROMPT_PAGE_MESSAGES.fetchFailed, { id: FETCH_FAILED_TOAST });
      }
    });
  };

  return (
    <TitledCard title="LinkedIn profile" stack>
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        onSubmit={(event) => {
          event.preventDefault();
          void fetchProfile();
        }}
      >
        <TextField
          label="LinkedIn profile URL"
          type="url"
          required
          fullWidth
          size="small"
          placeholder="https://www.linkedin.com/in/..."
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? undefined}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={loading}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 130 }}
        >
          {loading ? <CircularProgress size={20} color="inherit" /> : 'Fetch Profile'}
        </Button>
      </Box>
      {profile && <FetchedProfileView profile={profile} />}
    </TitledCard>
  );
};
