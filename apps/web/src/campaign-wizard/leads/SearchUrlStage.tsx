import { CircularProgress, InputAdornment, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

interface SearchUrlStageProps {
  searchUrl: string;
  valid: boolean;
  counting: boolean;
  error: string | null;
  onChange: (url: string) => void;
}

/** Stage one: the search-results URL, a check mark once it is a LinkedIn search, a spinner while counting. */
export const SearchUrlStage = ({ searchUrl, valid, counting, error, onChange }: SearchUrlStageProps) => (
  <>
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      Run a search on LinkedIn, then paste the address of its results page.
    </Typography>
    <TextField
      autoFocus
      fullWidth
      label="LinkedIn search URL"
      placeholder="https://www.linkedin.com/search/results/people/?keywords=..."
      value={searchUrl}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? ' '}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {counting ? (
                <CircularProgress size={20} aria-label="Counting profiles" />
              ) : valid ? (
                <CheckCircleIcon color="success" aria-label="Valid search URL" />
              ) : null}
            </InputAdornment>
          ),
        },
      }}
    />
  </>
);
