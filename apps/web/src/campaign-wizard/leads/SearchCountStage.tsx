import { Box, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import type { SearchSelectionMode } from '@outflow/domain';
import { foundCountLabel } from './lead-list';

interface SearchCountStageProps {
  searchUrl: string;
  found: number;
  cap: number;
  mode: SearchSelectionMode;
  customCount: string;
  /** What is wrong with the typed count (customCountProblem), shown under it. */
  customProblem: string | null;
  onMode: (mode: SearchSelectionMode) => void;
  onCustomCount: (typed: string) => void;
}

/** Stage two: how many of the found profiles go into the list, all (up to 1000) or a typed number. */
export const SearchCountStage = ({
  searchUrl,
  found,
  cap,
  mode,
  customCount,
  customProblem,
  onMode,
  onCustomCount,
}: SearchCountStageProps) => (
  <>
    <TextField
      fullWidth
      label="LinkedIn search URL"
      value={searchUrl}
      slotProps={{ input: { readOnly: true } }}
      sx={{ mb: 2 }}
    />
    <Typography sx={{ mb: 2 }}>
      LinkedIn profiles found: <strong>{foundCountLabel(found)}</strong>
    </Typography>
    {found === 0 ? (
      <Typography color="text.secondary" role="status">
        This search finds nobody. Go Back and widen it on LinkedIn (fewer filters, other keywords), then paste its
        address again.
      </Typography>
    ) : (
      <CountChoice
        cap={cap}
        mode={mode}
        customCount={customCount}
        customProblem={customProblem}
        onMode={onMode}
        onCustomCount={onCustomCount}
      />
    )}
  </>
);

/** How many to take, once the search found someone: all (up to the cap) or a typed number. */
const CountChoice = ({
  cap,
  mode,
  customCount,
  customProblem,
  onMode,
  onCustomCount,
}: Omit<SearchCountStageProps, 'searchUrl' | 'found'>) => (
  <>
    <Typography sx={{ fontWeight: 600 }}>
      How many profiles would you like to add to this list?{' '}
      <Typography component="span" color="text.secondary">
        (max: {cap})
      </Typography>
    </Typography>
    <RadioGroup value={mode} onChange={(event) => onMode(event.target.value as SearchSelectionMode)}>
      <FormControlLabel value="max" control={<Radio />} label="Add maximum profiles" />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel value="custom" control={<Radio />} label="Custom" />
        <TextField
          type="number"
          size="small"
          disabled={mode !== 'custom'}
          value={customCount}
          onChange={(event) => onCustomCount(event.target.value)}
          error={mode === 'custom' && customProblem !== null}
          helperText={mode === 'custom' && customProblem ? customProblem : `From 1 to ${cap.toLocaleString('en-US')}`}
          slotProps={{ htmlInput: { min: 1, max: cap, 'aria-label': 'Number of profiles' } }}
          sx={{ width: 220, m: 0, mt: 0.5 }}
        />
      </Box>
    </RadioGroup>
  </>
);
