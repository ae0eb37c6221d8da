import { Box, Button, Typography } from '@mui/material';
import { TEMPLATE_VARIABLES, type TemplateVariable } from '@outflow/domain';

/** Spec §2: the five lead fields a message can use, inserted as {{name}}. */
export const VariableButtons = ({
  onInsert,
  disabled = false,
}: {
  onInsert: (variable: TemplateVariable) => void;
  disabled?: boolean;
}) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
    <Typography variant="caption" color="text.secondary">
      Insert:
    </Typography>
    {TEMPLATE_VARIABLES.map((variable) => (
      <Button
        key={variable}
        size="small"
        variant="outlined"
        disabled={disabled}
        // Keeps the cursor in the text box, so the placeholder goes where the user was typing.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onInsert(variable)}
        sx={{ py: 0, minWidth: 0, fontFamily: 'monospace', textTransform: 'none' }}
      >
        {`{{${variable}}}`}
      </Button>
    ))}
  </Box>
);
