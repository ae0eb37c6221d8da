import { Alert, Box, TextField, Typography } from '@mui/material';
import { DELAY_PARTS, delayNodeProblem, type SequenceNodeParams, type SequenceNodeType } from '@outflow/domain';

interface StepFieldsProps {
  type: SequenceNodeType;
  params: SequenceNodeParams;
  onChange: (next: SequenceNodeParams) => void;
}

/** A whole number typed in a field, or undefined while it is empty. */
const wholeNumber = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));

/**
 * The settings of the steps that carry no message: whose profile to act on, which post to like,
 * how long to wait, what an end says. Steps with a message use MessageActionFields.
 */
export const StepFields = ({ type, params, onChange }: StepFieldsProps) => {
  switch (type) {
    case 'like-post':
      return (
        <TextField
          label="Post URL"
          fullWidth
          value={params.postUrl ?? ''}
          onChange={(event) => onChange({ ...params, postUrl: event.target.value || undefined })}
          helperText="Leave empty to like each lead's most recent post (a lead without posts is skipped)."
        />
      );
    case 'endorse-skill':
      return <Alert severity="info">Endorses the first of each lead's skills that LinkedIn lets you endorse and you have not endorsed yet. Counted against the daily endorsements limit.</Alert>;
    case 'follow-profile':
      return <Alert severity="info">Follows each lead, so their posts show in your feed. Counted against the daily followings limit.</Alert>;
    case 'delay': {
      const problem = delayNodeProblem(params);
      return (
        <Box>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Wait this long before the next step (on top of the connection's own delay).
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {DELAY_PARTS.map(({ key, label, max }) => (
              <TextField
                key={key}
                label={label}
                type="number"
                value={params[key] ?? ''}
                onChange={(event) => onChange({ ...params, [key]: wholeNumber(event.target.value) })}
                error={problem?.field === key}
                slotProps={{ htmlInput: { min: 0, max, step: 1 } }}
                sx={{ width: 120 }}
              />
            ))}
          </Box>
          {problem && (
            <Typography variant="caption" color="error" role="alert">
              {problem.message}
            </Typography>
          )}
        </Box>
      );
    }
    case 'end-sequence':
      return (
        <TextField
          label="Note"
          fullWidth
          value={params.note ?? ''}
          onChange={(event) => onChange({ ...params, note: event.target.value })}
          helperText="For you: why the sequence ends here."
        />
      );
    default:
      return (
        <TextField
          label="Profile URL"
          fullWidth
          value={params.profileUrl ?? ''}
          onChange={(event) => onChange({ ...params, profileUrl: event.target.value })}
          helperText="Leave empty to act on each lead's own profile."
        />
      );
  }
};
