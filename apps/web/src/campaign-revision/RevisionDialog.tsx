import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Typography,
} from '@mui/material';
import type { RemovedStepMoves, SequenceRevisionPreview } from '@outflow/api-contract';
import { useState } from 'react';
import type { MoveChoice } from './revision-api';

/** A step's name as the builder shows it (its label), else its id. */
export type StepNames = Readonly<Record<string, string>>;

const leads = (n: number) => `${n} lead${n === 1 ? '' : 's'}`;

/** "2 leads to Follow profile, 1 lead finishes": where a choice sends the leads. */
function destinations(counts: Record<string, number>, names: StepNames): string {
  const parts = Object.entries(counts).map(([to, n]) =>
    to === 'finish' ? `${leads(n)} finish${n === 1 ? 'es' : ''}` : `${leads(n)} to ${names[to] ?? to}`,
  );
  return parts.length === 0 ? 'no lead moves' : parts.join(', ');
}

const RemovedStepChoice = ({
  removed,
  names,
  keptSteps,
  choice,
  onChange,
}: {
  removed: RemovedStepMoves;
  names: StepNames;
  keptSteps: string[];
  choice: MoveChoice;
  onChange: (choice: MoveChoice) => void;
}) => {
  const picked = choice.stepId ?? keptSteps[0];
  const label = names[removed.stepId] ?? removed.stepId;
  return (
    <FormControl component="fieldset" sx={{ mb: 2, width: '100%' }} data-testid={`removed-${removed.stepId}`}>
      <Typography variant="subtitle2" component="legend">
        {label}: {leads(removed.waiting)} waiting on this removed step
      </Typography>
      <RadioGroup
        aria-label={`Where the leads on ${label} go`}
        value={choice.to}
        onChange={(e) => {
          const to = e.target.value as MoveChoice['to'];
          onChange({ from: removed.stepId, to, ...(to === 'step' ? { stepId: picked } : {}) });
        }}
      >
        <FormControlLabel
          value="next"
          control={<Radio />}
          label={`Its next step (${destinations(removed.next, names)})`}
        />
        <FormControlLabel
          value="step"
          control={<Radio />}
          disabled={keptSteps.length === 0}
          label={`A step I pick${choice.to === 'step' && picked ? ` (${destinations(removed.step[picked] ?? {}, names)})` : ''}`}
        />
        {choice.to === 'step' && (
          <FormControl size="small" sx={{ ml: 4, mb: 1, minWidth: 220, alignSelf: 'flex-start' }}>
            <InputLabel id={`pick-${removed.stepId}`}>Step</InputLabel>
            <Select
              labelId={`pick-${removed.stepId}`}
              label="Step"
              value={picked}
              onChange={(e) => onChange({ from: removed.stepId, to: 'step', stepId: String(e.target.value) })}
            >
              {keptSteps.map((id) => (
                <MenuItem key={id} value={id}>
                  {names[id] ?? id}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <FormControlLabel
          value="finish"
          control={<Radio />}
          label={`Finish (${leads(removed.finish)} end${removed.finish === 1 ? 's' : ''} their sequence)`}
        />
      </RadioGroup>
    </FormControl>
  );
};

/**
 * The save dialog of a revision: for each removed step, where its waiting leads go (its next step,
 * a picked step, or finish) with how many leads each choice moves. Leads on kept steps go on with
 * the new parameters; a step already done for a lead is never done again.
 */
export const RevisionDialog = ({
  preview,
  names,
  keptSteps,
  saving,
  onCancel,
  onSave,
}: {
  preview: SequenceRevisionPreview | null;
  names: StepNames;
  keptSteps: string[];
  saving: boolean;
  onCancel: () => void;
  onSave: (moves: MoveChoice[]) => void;
}) => {
  const [choices, setChoices] = useState<Record<string, MoveChoice>>({});
  if (!preview) return null;
  const choiceOf = (stepId: string): MoveChoice => choices[stepId] ?? { from: stepId, to: 'next' };
  const { added, removed, changed } = preview.diff;
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="revision-dialog-title">
      <DialogTitle id="revision-dialog-title">Save the new version of the sequence</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {added.length} step{added.length === 1 ? '' : 's'} added, {changed.length} changed, {removed.length} removed.
          Leads already past a changed step keep their history; leads waiting on a step that stays go on with its new
          settings. No action already sent to a lead is sent again.
        </Typography>
        {preview.removed.length === 0 && <Alert severity="info">No step is removed: no lead has to move.</Alert>}
        {preview.removed.map((r) => (
          <RemovedStepChoice
            key={r.stepId}
            removed={r}
            names={names}
            keptSteps={keptSteps}
            choice={choiceOf(r.stepId)}
            onChange={(c) => setChoices((current) => ({ ...current, [r.stepId]: c }))}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => onSave(preview.removed.map((r) => choiceOf(r.stepId)))}
        >
          Save version
        </Button>
      </DialogActions>
    </Dialog>
  );
};
