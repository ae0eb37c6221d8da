import { MenuItem, MenuList, Paper } from '@mui/material';
import type { TemplateVariable } from '@outflow/domain';

interface PlaceholderMenuProps {
  id: string;
  choices: readonly TemplateVariable[];
  active: number;
  onPick: (variable: TemplateVariable) => void;
}

/** The variables offered after `{{`, under the text box; the box keeps the keyboard (arrows, Enter, Escape). */
export const PlaceholderMenu = ({ id, choices, active, onPick }: PlaceholderMenuProps) => (
  <Paper elevation={4} sx={{ position: 'relative', zIndex: 2, mt: -1, minWidth: 200 }}>
    <MenuList id={id} role="listbox" aria-label="Placeholders" dense>
      {choices.map((variable, index) => (
        <MenuItem
          key={variable}
          id={`${id}-${variable}`}
          role="option"
          aria-selected={index === active}
          selected={index === active}
          // Keeps the caret in the text box, so the placeholder goes where the user was typing.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(variable)}
          sx={{ fontFamily: 'monospace' }}
        >
          {`{{${variable}}}`}
        </MenuItem>
      ))}
    </MenuList>
  </Paper>
);
