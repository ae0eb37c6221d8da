import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { CreatedApiKey } from '@outflow/api-contract';
import { ChipList } from '../layout/ChipList';
import { CopyValueDialog } from '../layout/CopyValueDialog';
import { DialogError } from '../layout/DialogError';
import { FormDialog } from '../layout/FormDialog';
import { TitledCard } from '../layout/TitledCard';
import { API_KEY_AREAS, createApiKey, listApiKeys, refusal, revokeApiKey } from './integrations-api';
import { toastedChange } from './toasted-change';

const KEYS = ['api-keys'] as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** Settings → API keys: keys for programs and agents, each within its scopes, shown once, revocable at once. */
export const ApiKeysPanel = () => {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: KEYS, queryFn: listApiKeys });
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<CreatedApiKey | null>(null);
  const revoke = useMutation(
    toastedChange(
      revokeApiKey,
      { done: 'API key revoked', failed: 'Failed to revoke the key' },
      () => void client.invalidateQueries({ queryKey: KEYS }),
    ),
  );

  return (
    <TitledCard title="API keys" section>
      <Typography variant="body2" color="text.secondary" paragraph>
        A key lets a program or an AI agent (through the MCP server at /api/mcp) use Outflow as you, within the scopes
        you give it. Send it as <code>Authorization: Bearer &lt;key&gt;</code>. What it does is recorded as
        api-key:&lt;name&gt;.
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        Create key
      </Button>
      {keys.isError && <Alert severity="error">Failed to load API keys</Alert>}
      {keys.data && keys.data.data.length === 0 && <Typography color="text.secondary">No API keys yet</Typography>}
      {keys.data && keys.data.data.length > 0 && (
        <Table size="small" aria-label="API keys">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Key</TableCell>
              <TableCell>Scopes</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Last used</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.data.data.map((key) => (
              <TableRow key={key.id} data-api-key={key.name}>
                <TableCell>{key.name}</TableCell>
                <TableCell>
                  <code>{key.prefix}…</code>
                </TableCell>
                <TableCell>
                  <ChipList labels={key.scopes} />
                </TableCell>
                <TableCell>
                  {when(key.createdAt)}
                  <Typography variant="caption" display="block" color="text.secondary">
                    by {key.createdBy.name}
                  </Typography>
                </TableCell>
                <TableCell>{when(key.lastUsedAt)}</TableCell>
                <TableCell align="right">
                  <Button color="error" size="small" disabled={revoke.isPending} onClick={() => revoke.mutate(key.id)}>
                    Revoke
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setShown(key);
          void client.invalidateQueries({ queryKey: KEYS });
        }}
      />
      <CopyValueDialog
        value={shown?.key ?? null}
        title="Copy your new key"
        label="API key"
        onClose={() => setShown(null)}
      >
        <Alert severity="warning" sx={{ mb: 2 }}>
          This is the only time the key is shown. Store it somewhere safe.
        </Alert>
      </CopyValueDialog>
    </TitledCard>
  );
};

const CreateKeyDialog = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) => {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (key) => {
      setName('');
      setScopes([]);
      setError(null);
      onCreated(key);
    },
    onError: (e) => setError(refusal(e, 'Failed to create the key')),
  });
  const toggle = (scope: string) =>
    setScopes((held) => (held.includes(scope) ? held.filter((s) => s !== scope) : [...held, scope]));
  return (
    <FormDialog
      open={open}
      title="Create API key"
      submitLabel="Create key"
      submitDisabled={create.isPending || !name.trim() || scopes.length === 0}
      onSubmit={() => create.mutate({ name, scopes })}
      onCancel={onClose}
    >
      <DialogError message={error} />
      <TextField
        fullWidth
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        helperText="What it is for, e.g. CRM sync"
        sx={{ mt: 1, mb: 2 }}
      />
      <Typography variant="subtitle2">Scopes (write also reads)</Typography>
      <Table size="small" aria-label="Scopes">
        <TableBody>
          {API_KEY_AREAS.map((area) => (
            <TableRow key={area}>
              <TableCell sx={{ textTransform: 'capitalize' }}>{area}</TableCell>
              {(['read', 'write'] as const).map((access) => (
                <TableCell key={access}>
                  <FormControlLabel
                    label={access}
                    control={
                      <Checkbox
                        checked={scopes.includes(`${area}:${access}`)}
                        onChange={() => toggle(`${area}:${access}`)}
                      />
                    }
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FormDialog>
  );
};
