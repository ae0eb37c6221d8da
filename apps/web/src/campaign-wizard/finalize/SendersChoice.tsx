import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { LinkedInSender } from '@outflow/api-contract';

/**
 * Which connected senders the campaign acts through. Shown only when the workspace has several;
 * at least one stays ticked (the last cannot be unticked).
 */
export const SendersChoice = ({
  senders,
  chosen,
  onChange,
  disabled,
}: {
  senders: readonly LinkedInSender[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  disabled: boolean;
}) => {
  const toggle = (accountId: string, on: boolean) =>
    // Kept in the workspace's order, so the payload does not depend on the order of the clicks.
    onChange(senders.map((s) => s.accountId).filter((id) => (id === accountId ? on : chosen.includes(id))));
  return (
    <FormControl component="fieldset" sx={{ mt: 3, display: 'block' }} disabled={disabled}>
      <FormLabel component="legend">Senders</FormLabel>
      <FormGroup>
        {senders.map((s) => {
          const on = chosen.includes(s.accountId);
          return (
            <FormControlLabel
              key={s.accountId}
              label={s.fullName ?? s.accountId}
              control={
                <Checkbox
                  checked={on}
                  disabled={on && chosen.length === 1}
                  onChange={(event) => toggle(s.accountId, event.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
      <FormHelperText>Each lead is assigned one of the senders ticked.</FormHelperText>
    </FormControl>
  );
};
