import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import {
  profileSlug,
  renderMessage,
  splitFullName,
  type LeadFields,
  type MessageKind,
  type MessageTemplate,
  type RenderedMessage,
} from '@outflow/domain';
import { errorBody } from '../../../api/http-client';
import { useCampaignLeads } from '../../campaign-leads-context';
import { fetchLeadTemplateFields } from '../../campaign-wizard-api';

interface MessagePreviewProps {
  kind: MessageKind;
  template: MessageTemplate;
}

const placeholders = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** Why a lead would get nothing, as the preview says it. */
function problemWords(rendered: RenderedMessage, noun: string): string {
  switch (rendered.problem) {
    case 'missing-variables':
      return `Nothing would be sent to this lead: ${placeholders(rendered.missing)} is unknown for them and there is no alternative ${noun} without it.`;
    case 'malformed-template':
      return `Nothing would be sent: the ${noun} has a placeholder Outflow cannot fill.`;
    case 'empty':
      return `Nothing would be sent: the ${noun} is empty once filled.`;
    case 'too-long':
      return `Too long once filled: ${rendered.length} characters, and LinkedIn takes ${rendered.maxLength}.`;
    default:
      return '';
  }
}

/**
 * The text as one of the campaign's leads would get it: filled from what the import knew (a
 * search gives names), or from their LinkedIn profile on request, with the count after filling.
 */
export const MessagePreview = ({ kind, template }: MessagePreviewProps) => {
  const leads = useCampaignLeads();
  const [chosen, setChosen] = useState(0);
  const [fetched, setFetched] = useState<ReadonlyMap<string, LeadFields>>(new Map());
  const [fetching, setFetching] = useState(false);
  const [fetchError, setFetchError] = useState<string | null>(null);
  if (leads.length === 0) return null;
  const lead = leads[Math.min(chosen, leads.length - 1)];
  const fields = fetched.get(lead.profileUrl) ?? splitFullName(lead.name);
  const rendered = renderMessage(template, fields, kind);
  const noun = kind === 'connection-note' ? 'note' : 'message';
  const nameOf = (l: (typeof leads)[number]) => l.name ?? profileSlug(l.profileUrl) ?? l.profileUrl;

  const fill = async () => {
    setFetching(true);
    setFetchError(null);
    try {
      const fields = await fetchLeadTemplateFields(lead.profileUrl);
      setFetched((current) => new Map(current).set(lead.profileUrl, fields));
    } catch (error) {
      const body = errorBody(error);
      setFetchError(
        body.errorCode === 'PROFILE_NOT_FOUND'
          ? 'LinkedIn has no profile at this address.'
          : 'The profile could not be fetched. Try again in a moment.',
      );
    } finally {
      setFetching(false);
    }
  };

  return (
    <Box
      component="section"
      aria-label="Preview"
      sx={{ p: 1.5, bgcolor: 'grey.50', borderRadius: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Preview for"
          value={Math.min(chosen, leads.length - 1)}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ minWidth: 220, flex: '1 1 220px' }}
        >
          {leads.slice(0, 100).map((l, index) => (
            <MenuItem key={l.profileUrl} value={index}>
              {nameOf(l)}
            </MenuItem>
          ))}
        </TextField>
        {!fetched.has(lead.profileUrl) && (
          <Button size="small" onClick={() => void fill()} disabled={fetching}>
            {fetching ? 'Fetching…' : 'Fill from their LinkedIn profile'}
          </Button>
        )}
      </Box>
      {fetchError && (
        <Typography variant="caption" color="error" role="alert">
          {fetchError}
        </Typography>
      )}
      {!fetched.has(lead.profileUrl) && (
        <Typography variant="caption" color="text.secondary">
          {lead.name
            ? 'Filled with the name the search gave; fill from their profile for the other fields.'
            : 'Only their profile address is known until their profile is fetched.'}
        </Typography>
      )}
      {rendered.ok ? (
        <>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="message-preview">
            {rendered.text === '' ? `(the invitation goes without a note)` : rendered.text}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="preview-count">
            {rendered.length} of {rendered.maxLength} characters after filling
            {rendered.usedAlternative
              ? ` · the alternative ${noun}, since ${placeholders(rendered.missing)} is unknown for this lead`
              : ''}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="error" data-testid="message-preview">
          {problemWords(rendered, noun)}
        </Typography>
      )}
    </Box>
  );
};
