import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FormDialog } from '../layout/FormDialog';
import { formatDateTime } from '../layout/dates';
import { SearchField } from '../layout/SearchField';
import { TitledCard } from '../layout/TitledCard';
import { refusal } from '../settings/integrations-api';
import { useContactLiveUpdates } from './useContactLiveUpdates';
import {
  addedText,
  addToDoNotContact,
  DO_NOT_CONTACT_KEY,
  listDoNotContact,
  refusedLines,
  removeFromDoNotContact,
} from './do-not-contact-api';

/**
 * Settings → Do-Not-Contact: the members no campaign may take or contact again, newest first,
 * searchable and paged; add profile URLs or a CSV, remove one (workspace admins).
 */
export const DoNotContactPanel = () => {
  const client = useQueryClient();
  // A member who asks to stop while the list is open joins it here too.
  useContactLiveUpdates();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [adding, setAdding] = useState(false);
  const list = useQuery({
    queryKey: [...DO_NOT_CONTACT_KEY, search.trim(), page, perPage],
    queryFn: () => listDoNotContact({ search, page, perPage }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: removeFromDoNotContact,
    onSuccess: () => {
      toast.success('Removed from the Do-Not-Contact list');
      void client.invalidateQueries({ queryKey: DO_NOT_CONTACT_KEY });
    },
    onError: (error) => toast.error(refusal(error, 'Failed to remove the entry'), { duration: 5000 }),
  });

  return (
    <TitledCard title="Do-Not-Contact" section>
      <Typography variant="body2" color="text.secondary" paragraph>
        People on this list are never contacted: no campaign takes them, and an open sequence of theirs stops at once.
        Members whose reply asked not to be contacted again are added here on their own.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add people
        </Button>
        <SearchField
          placeholder="Search the list"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Box>
      {list.isError && <Alert severity="error">Failed to load the Do-Not-Contact list</Alert>}
      {list.data && list.data.total === 0 && (
        <Typography color="text.secondary">
          {search.trim() ? 'No one on the list matches this search' : 'No one is on the Do-Not-Contact list'}
        </Typography>
      )}
      {list.data && list.data.total > 0 && (
        <>
          <Table size="small" aria-label="Do-Not-Contact list">
            <TableHead>
              <TableRow>
                <TableCell>Person</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Since</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.items.map((entry) => (
                <TableRow key={entry.id} data-testid="dnc-entry" data-contact={entry.id}>
                  <TableCell>
                    <Typography variant="body2" fontWeight={600}>
                      {entry.name ?? entry.id}
                    </Typography>
                    <Link href={entry.profileUrl} target="_blank" rel="noreferrer" variant="caption">
                      {entry.profileUrl}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {entry.code === 'asked-to-stop' && (
                      <Chip size="small" color="warning" label="Asked to stop" sx={{ mr: 1 }} />
                    )}
                    {entry.reason}
                  </TableCell>
                  <TableCell>{formatDateTime(entry.since)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      disabled={remove.isPending}
                      aria-label={`Remove ${entry.name ?? entry.id} from the list`}
                      onClick={() => remove.mutate(entry.id)}
                    >
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.data.total}
            page={page - 1}
            rowsPerPage={perPage}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_e, p) => setPage(p + 1)}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(1);
            }}
          />
        </>
      )}
      <AddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void client.invalidateQueries({ queryKey: DO_NOT_CONTACT_KEY });
        }}
      />
    </TitledCard>
  );
};

/** Profile URLs one per line, or a CSV file's text (a column of profile URLs), like a lead import. */
const AddDialog = ({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) => {
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);
  const add = useMutation({
    mutationFn: () => addToDoNotContact({ text }, reason),
    onSuccess: (answer) => {
      toast.success(addedText(answer));
      setText('');
      setReason('');
      setError(null);
      onAdded();
    },
    onError: (e) => setError({ message: refusal(e, 'Failed to add to the list'), lines: refusedLines(e) }),
  });
  const readFile = (file: File | undefined) => {
    if (file) void file.text().then(setText);
  };
  return (
    <FormDialog
      open={open}
      title="Add to the Do-Not-Contact list"
      submitLabel="Add to the list"
      submitDisabled={add.isPending || !text.trim()}
      onSubmit={() => add.mutate()}
      onCancel={onClose}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="dnc-add-error">
          {error.lines.length > 0 ? 'Some lines are not LinkedIn profile URLs:' : error.message}
          {error.lines.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {error.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <TextField
        fullWidth
        multiline
        minRows={5}
        label="LinkedIn profile URLs"
        placeholder={'https://www.linkedin.com/in/some-one/\nhttps://www.linkedin.com/in/someone-else/'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText="One per line, or paste a CSV file with a column of profile URLs"
        sx={{ mt: 1, mb: 2 }}
      />
      <Button component="label" size="small" sx={{ mb: 2 }}>
        Load a CSV file
        <input hidden type="file" accept=".csv,text/csv,text/plain" onChange={(e) => readFile(e.target.files?.[0])} />
      </Button>
      <TextField
        fullWidth
        label="Reason (optional)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        helperText="Shown beside each entry, e.g. Existing customer"
      />
    </FormDialog>
  );
};
