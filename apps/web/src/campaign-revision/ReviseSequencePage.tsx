import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { useNavigate, useParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { SequenceRevisionPreview } from '@outflow/api-contract';
import { checkSequence } from '../campaign-wizard/sequence/check-sequence';
import { SequenceBuilder } from '../campaign-wizard/sequence/SequenceBuilder';
import { SequenceValidationDialog } from '../campaign-wizard/sequence/SequenceValidationDialog';
import { useSequenceGraph } from '../campaign-wizard/sequence/useSequenceGraph';
import type { BuilderEdge, BuilderNode } from '../campaign-wizard/sequence/builder-graph';
import { toSequenceEdge, toSequenceNode } from '../campaign-wizard/campaign-payload';
import { errorBody } from '../api/http-client';
import { fetchVersions, previewRevision, saveRevision, type MoveChoice } from './revision-api';
import { RevisionDialog } from './RevisionDialog';

/** The message an API refusal carries (a 400 names its field). */
const refusal = (error: unknown) => {
  const body = errorBody(error);
  return (Array.isArray(body.message) ? body.message.join('; ') : body.message) ?? 'The sequence could not be saved';
};

const Builder = ({
  campaignId,
  version,
  initial,
}: {
  campaignId: string;
  version: number;
  initial: { nodes: BuilderNode[]; edges: BuilderEdge[] };
}) => {
  const navigate = useNavigate();
  const graph = useSequenceGraph(initial);
  const [validationErrors, setValidationErrors] = useState<string[] | null>(null);
  const [editingNodeId, setEditingNodeId] = useState<string | null>(null);
  const [preview, setPreview] = useState<SequenceRevisionPreview | null>(null);
  const [saving, setSaving] = useState(false);
  const body = () => ({ nodes: graph.nodes.map(toSequenceNode), edges: graph.edges.map(toSequenceEdge) });
  const names = Object.fromEntries([...initial.nodes, ...graph.nodes].map((n) => [n.id, n.data.label || n.data.type]));

  const save = async () => {
    const check = checkSequence(graph.nodes, graph.edges);
    if (!check.ok) {
      if ('validationErrors' in check) setValidationErrors(check.validationErrors);
      else {
        toast.error(check.toast, { id: check.toast });
        setEditingNodeId(check.nodeId);
      }
      return;
    }
    try {
      setPreview(await previewRevision(campaignId, body()));
    } catch (error) {
      toast.error(refusal(error));
    }
  };

  const confirm = async (moves: MoveChoice[]) => {
    setSaving(true);
    try {
      const answer = await saveRevision(campaignId, body(), moves);
      toast.success(`Sequence saved: version ${answer.version}`);
      void navigate(`/campaigns/${encodeURIComponent(campaignId)}`);
    } catch (error) {
      toast.error(refusal(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ReactFlowProvider>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(`/campaigns/${encodeURIComponent(campaignId)}`)}>
          Back to the campaign
        </Button>
        <Typography variant="body2" color="text.secondary">
          Revising version {version}: saving records version {version + 1}
        </Typography>
        <Button variant="contained" onClick={() => void save()}>
          Save sequence
        </Button>
      </Box>
      <SequenceBuilder graph={graph} editingNodeId={editingNodeId} onEditNode={setEditingNodeId} />
      <SequenceValidationDialog errors={validationErrors} onClose={() => setValidationErrors(null)} />
      <RevisionDialog
        key={preview ? JSON.stringify(preview.diff) : 'none'}
        preview={preview}
        names={names}
        keptSteps={graph.nodes.map((n) => n.id)}
        saving={saving}
        onCancel={() => setPreview(null)}
        onSave={(moves) => void confirm(moves)}
      />
    </ReactFlowProvider>
  );
};

/**
 * "Revise sequence" (issue 21 item 5): the builder on the sequence in force of a running or paused
 * campaign; saving asks, in a dialog, where the leads waiting on removed steps go.
 */
export const ReviseSequencePage = () => {
  const { id = '' } = useParams();
  const versions = useQuery({ queryKey: ['sequence-versions', id], queryFn: () => fetchVersions(id) });
  if (versions.isPending) return <CircularProgress />;
  if (versions.isError) return <Alert severity="error">{refusal(versions.error)}</Alert>;
  const current = versions.data.versions[versions.data.versions.length - 1];
  const initial = current.graph as unknown as { nodes: BuilderNode[]; edges: BuilderEdge[] };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Revise sequence
      </Typography>
      <Builder campaignId={id} version={versions.data.current} initial={initial} />
    </Box>
  );
};
