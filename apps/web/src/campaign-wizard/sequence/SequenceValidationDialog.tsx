import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { validationDialogMessages } from '@outflow/domain';

/** Spec §2/§5: why the drawn sequence cannot run yet, in the user's words. */
export const SequenceValidationDialog = ({
  errors,
  onClose,
}: {
  errors: readonly string[] | null;
  onClose: () => void;
}) => (
  <Dialog open={errors !== null} onClose={onClose} maxWidth="sm" fullWidth>
    <DialogTitle>Sequence Validation Required</DialogTitle>
    <DialogContent>
      <Typography color="text.secondary">Please fix the following before you continue:</Typography>
      <List dense>
        {validationDialogMessages(errors ?? []).map((message) => (
          <ListItem key={message} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <WarningAmberIcon color="warning" />
            </ListItemIcon>
            <ListItemText primary={message} />
          </ListItem>
        ))}
      </List>
    </DialogContent>
    <DialogActions>
      <Button variant="contained" onClick={onClose}>
        I Understand
      </Button>
    </DialogActions>
  </Dialog>
);
