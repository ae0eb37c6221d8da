import { Box, Button, FormControlLabel, IconButton, Switch, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { MAX_VARIANTS, MIN_VARIANTS, type MessageKind, type MessageVariant } from '@outflow/domain';

const LETTERS = 'ABCD';

/** A fresh variant's id: the first letter no variant of the step holds yet. */
const freeLetter = (variants: readonly MessageVariant[]) =>
  [...LETTERS].find((l) => !variants.some((v) => v.id === l.toLowerCase()))!;

/**
 * The step's A/B test (issue 21): 2–4 versions of its note or message, each with a name and a
 * weight (equal by default); each lead is sent one of them, and the Results tab compares them.
 */
export const VariantFields = ({
  kind,
  primary,
  variants,
  onChange,
}: {
  kind: MessageKind;
  /** The primary text: the first variant starts from it. */
  primary: string;
  variants: readonly MessageVariant[] | undefined;
  onChange: (variants: MessageVariant[] | undefined) => void;
}) => {
  const noun = kind === 'connection-note' ? 'note' : 'message';
  const list = variants ?? [];
  const update = (i: number, patch: Partial<MessageVariant>) =>
    onChange(list.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  const add = () => {
    const letter = freeLetter(list);
    onChange([...list, { id: letter.toLowerCase(), name: `Variant ${letter}`, text: '' }]);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={variants !== undefined}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [
                      { id: 'a', name: 'Variant A', text: primary },
                      { id: 'b', name: 'Variant B', text: '' },
                    ]
                  : undefined,
              )
            }
          />
        }
        label={`A/B test the ${noun}`}
      />
      {variants !== undefined && (
        <>
          <Typography variant="caption" color="text.secondary">
            Each lead is sent one variant, in proportion to its weight, in place of the primary {noun}; the
            campaign&apos;s Results tab compares them.
          </Typography>
          {list.map((v, i) => (
            <Box key={v.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} aria-label={`Variant ${i + 1}`}>
              <TextField
                size="small"
                label="Name"
                value={v.name}
                onChange={(e) => update(i, { name: e.target.value })}
                sx={{ width: 140 }}
              />
              <TextField
                size="small"
                label={`Variant ${noun}`}
                value={v.text}
                multiline
                minRows={2}
                onChange={(e) => update(i, { text: e.target.value })}
                sx={{ flex: 1 }}
              />
              <TextField
                size="small"
                label="Weight"
                type="number"
                value={v.weight ?? 1}
                onChange={(e) => update(i, { weight: Number(e.target.value) })}
                sx={{ width: 90 }}
              />
              <IconButton
                aria-label={`Remove ${v.name}`}
                disabled={list.length <= MIN_VARIANTS}
                onClick={() => onChange(list.filter((_, j) => j !== i))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
          <Button size="small" disabled={list.length >= MAX_VARIANTS} onClick={add} sx={{ alignSelf: 'flex-start' }}>
            Add variant
          </Button>
        </>
      )}
    </Box>
  );
};
