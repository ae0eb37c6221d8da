import { Alert, Box, TextField, Typography } from '@mui/material';
import { DELAY_PARTS, delayNodeProblem, type SequenceNodeParams, type SequenceNodeType } from '@outflow/domain';

interface StepFieldsProps {
  type: SequenceNodeType;
  params: SequenceNodeParams;
  onChange: (next: SequenceNodeParams) => void;
}

/** A step setting that is one line of text: the param it fills, and whether an empty box leaves it unset. */
interface TextSetting {
  key: 'postUrl' | 'note' | 'profileUrl';
  label: string;
  helperText: string;
  unsetWhenEmpty?: boolean;
}

/** The steps whose one setting is a line of text; any other step without its own fields takes a profile URL. */
const TEXT_SETTINGS: Partial<Record<SequenceNodeType, TextSetting>> = {
  'like-post': {
    key: 'postUrl',
    label: 'Post URL',
    helperText: "Leave empty to like each lead's most recent post (a lead without posts is skipped).",
    unsetWhenEmpty: true,
  },
  'end-sequence': { key: 'note', label: 'Note', helperText: 'For you: why the sequence ends here.' },
};
const PROFILE_URL_SETTING: TextSetting = {
  key: 'profileUrl',
  label: 'Profile URL',
  helperText: "Leave empty to act on each lead's own profile.",
};

/** A whole number typed in a field, or undefined while it is empty. */
const wholeNumber = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));

/**
 * The settings of the steps that carry no message: whose profile to act on, which post to like,
 * how long to wait, what an end says. Steps with a message use MessageActionFields.
 */
export const StepFields = ({ type, params, onChange }: StepFieldsProps) => {
  switch (type) {
    case 'endorse-skill':
      return (
        <Alert severity="info">
          Endorses the first of each lead's skills that LinkedIn lets you endorse and you have not endorsed yet. Counted
          against the daily endorsements limit.
        </Alert>
      );
    case 'follow-profile':
      return (
        <Alert severity="info">
          Follows each lead, so their posts show in your feed. Counted against the daily followings limit.
        </Alert>
      );
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
    default: {
      const { key, label, helperText, unsetWhenEmpty } = TEXT_SETTINGS[type] ?? PROFILE_URL_SETTING;
      return (
        <TextField
          label={label}
          fullWidth
          value={params[key] ?? ''}
          onChange={(event) =>
            onChange({ ...params, [key]: unsetWhenEmpty ? event.target.value || undefined : event.target.value })
          }
          helperText={helperText}
        />
      );
    }
  }
};
