import { Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { LEAD_SOURCE_HEADERS, type LeadSource } from './lead-list';

interface ChosenLeadsViewProps {
  source: Exclude<LeadSource, 'none'>;
  urls: readonly string[];
  loading: boolean;
  onClear: () => void;
  onEdit?: () => void;
  onCancel: () => void;
  onNext: () => void;
}

/** How many URLs the list shows; the count above always covers all of them. */
const SHOWN_URLS = 200;

/** Step 1 once a source is chosen: its header, Clear, the count and the list, then Cancel and Next. */
export const ChosenLeadsView = ({ source, urls, loading, onClear, onEdit, onCancel, onNext }: ChosenLeadsViewProps) => (
  <Box>
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">
        {LEAD_SOURCE_HEADERS[source]}
      </Typography>
      <Stack direction="row" spacing={1}>
        {onEdit && <Button onClick={onEdit}>Edit</Button>}
        <Button color="error" onClick={onClear}>
          Clear
        </Button>
      </Stack>
    </Box>
    <Typography sx={{ mb: 2 }}>
      LinkedIn profiles found: <strong data-testid="lead-count">{urls.length}</strong>
    </Typography>
    {loading ? (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography color="text.secondary">Loading profiles...</Typography>
      </Box>
    ) : (
      <Box
        component="ol"
        aria-label="Lead profile URLs"
        sx={{ maxHeight: 320, overflow: 'auto', m: 0, py: 1, pl: 5, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14, fontFamily: 'monospace' }}
      >
        {urls.slice(0, SHOWN_URLS).map((url, index) => (
          <li key={`${index}-${url}`}>{url}</li>
        ))}
        {urls.length > SHOWN_URLS && <Typography color="text.secondary">and {urls.length - SHOWN_URLS} more</Typography>}
      </Box>
    )}
    <Divider sx={{ my: 3 }} />
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="contained" onClick={onNext} disabled={urls.length === 0 || loading}>
        Next
      </Button>
    </Box>
  </Box>
);
