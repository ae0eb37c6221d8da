import { Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../layout/dates';
import { fetchVersions } from './revision-api';

const MOVES = { next: 'its next step', step: 'a picked step', finish: 'finish' } as const;

/** The versions of the campaign's sequence, newest first: when, who, what changed, where leads went. */
export const SequenceVersionsList = ({ campaignId }: { campaignId: string }) => {
  const versions = useQuery({ queryKey: ['sequence-versions', campaignId], queryFn: () => fetchVersions(campaignId) });
  if (!versions.data || versions.data.versions.length < 2) return null;
  return (
    <Box component="section" aria-label="Sequence versions" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="subtitle2">Sequence versions</Typography>
      {[...versions.data.versions].reverse().map((v) => (
        <Box key={v.version} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={`v${v.version}`}
            color={v.version === versions.data.current ? 'primary' : 'default'}
          />
          <Typography variant="body2" color="text.secondary">
            {formatDate(v.at)} by {v.actor} ·{' '}
            {v.version === 1
              ? 'as created'
              : `${v.diff.added.length} added, ${v.diff.changed.length} changed, ${v.diff.removed.length} removed`}
            {v.moves.map((m) => ` · leads on ${m.from}: ${MOVES[m.to]}`).join('')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
