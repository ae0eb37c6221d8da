import { Box, Typography } from '@mui/material';
import { offeredPalette, PALETTE, type PaletteEntry, type SequenceNodeType } from '@outflow/domain';
import { useQuery } from '@tanstack/react-query';
import { SidePanel } from '../../layout/SidePanel';
import { fetchProviderCapabilities } from '../campaign-wizard-api';
import { PaletteItem } from './PaletteItem';

const GROUPS: ReadonlyArray<{ group: PaletteEntry['group']; title: string }> = [
  { group: 'action', title: 'Actions' },
  { group: 'condition', title: 'Conditions' },
  { group: 'flow', title: 'Flow' },
];

/** What the LinkedIn provider can do; asked once per session (it changes only with the server's configuration). */
const useProviderCapabilities = (): ReadonlySet<string> | null =>
  useQuery({
    queryKey: ['linkedin', 'capabilities'],
    queryFn: fetchProviderCapabilities,
    staleTime: Infinity,
    retry: 1,
  }).data ?? null;

/** The builder's left column: the actions and the condition a sequence is drawn from, those the provider can perform. */
export const SequencePalette = ({ onAdd }: { onAdd: (type: SequenceNodeType) => void }) => {
  const offered = offeredPalette(PALETTE, useProviderCapabilities());
  return (
    <SidePanel
      label="Sequence steps"
      side="start"
      width={220}
      // Above the canvas on a phone (divided from it below), beside it otherwise.
      sx={(theme) => ({ borderBottom: { xs: `1px solid ${theme.palette.divider}`, sm: 'none' }, bgcolor: 'grey.50' })}
    >
      {GROUPS.map(({ group, title }) => (
        <Box
          key={group}
          sx={{
            mb: 2,
            display: { xs: 'flex', sm: 'block' },
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            '& > .MuiTypography-overline': { width: { xs: '100%', sm: 'auto' } },
          }}
        >
          <Typography variant="overline" color="text.secondary">
            {title}
          </Typography>
          {offered
            .filter((entry) => entry.group === group)
            .map((entry) => (
              <PaletteItem key={entry.type} entry={entry} onAdd={() => onAdd(entry.type)} />
            ))}
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary">
        Drag a step onto the canvas (or click it), connect the steps from bottom to top, and click a step or a delay to
        change it.
      </Typography>
    </SidePanel>
  );
};
