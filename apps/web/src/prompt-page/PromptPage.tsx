import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { MessageGeneratorCard } from './MessageGeneratorCard';
import { ProfileFetchCard } from './ProfileFetchCard';

/** Spec 01 §2 "AI Message Generator page (/prompt)": try a prompt on one real profile before using it in a campaign. */
export const PromptPage = () => {
  const [profile, setProfile] = useState<Record<string, unknown> | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h4" component="h1">
        AI Message Generator
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <ProfileFetchCard profile={profile} onProfile={setProfile} />
        <MessageGeneratorCard profile={profile} />
      </Box>
    </Box>
  );
};
