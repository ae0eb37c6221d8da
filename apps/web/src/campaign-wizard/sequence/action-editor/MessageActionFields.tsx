import { useState } from 'react';
import { Box, Button, FormControlLabel, Switch, Tab, Tabs, Typography } from '@mui/material';
import type { MessageActionValidation, MessageKind, SequenceNodeParams } from '@outflow/domain';
import { primaryTextKey } from './action-draft';
import { AiInstructionsFields } from './AiInstructionsFields';
import { connectionWaitSummary } from './connection-wait-summary';
import { MessageField } from './MessageField';
import { MessagePreview } from './MessagePreview';
import { VariantFields } from './VariantFields';

interface MessageActionFieldsProps {
  kind: MessageKind;
  params: SequenceNodeParams;
  charLimit: string;
  /** The hints of the last refused save; none before the user tries to save. */
  hints: MessageActionValidation['hints'];
  onChange: (params: SequenceNodeParams) => void;
  onCharLimit: (value: string) => void;
  onEditWait: () => void;
}

/** A message or invitation: the AI toggle, then either the AI instructions or the primary and alternative tabs. */
export const MessageActionFields = ({
  kind,
  params,
  charLimit,
  hints,
  onChange,
  onCharLimit,
  onEditWait,
}: MessageActionFieldsProps) => {
  const [tab, setTab] = useState<'primary' | 'alternative'>('primary');
  const key = primaryTextKey(kind);
  const noun = kind === 'connection-note' ? 'note' : 'message';
  const set = (patch: SequenceNodeParams) => onChange({ ...params, ...patch });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {kind === 'connection-note' && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: 1.5,
            bgcolor: 'grey.50',
            borderRadius: 1,
          }}
        >
          <Box>
            <Typography variant="caption" color="text.secondary">
              After sending
            </Typography>
            <Typography variant="body2">{connectionWaitSummary(params)}</Typography>
          </Box>
          <Button size="small" onClick={onEditWait}>
            Change
          </Button>
        </Box>
      )}
      <FormControlLabel
        control={<Switch checked={params.isAI === true} onChange={(event) => set({ isAI: event.target.checked })} />}
        label="AI mode"
      />
      {params.isAI ? (
        <AiInstructionsFields
          aiPrompt={params.aiPrompt ?? ''}
          charLimit={charLimit}
          hint={hints.aiPrompt}
          onPrompt={(aiPrompt) => set({ aiPrompt })}
          onCharLimit={onCharLimit}
        />
      ) : (
        <>
          {/* Full width: on a phone both tabs stay in view (their labels wrap) instead of one running off the edge. */}
          <Tabs
            value={tab}
            onChange={(_event, value: 'primary' | 'alternative') => setTab(value)}
            variant="fullWidth"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="primary" label={`Primary ${noun}`} />
            <Tab value="alternative" label={`Alternative ${noun}`} />
          </Tabs>
          {tab === 'primary' ? (
            <MessageField
              key="primary"
              label={kind === 'connection-note' ? 'Note (optional)' : 'Message'}
              kind={kind}
              value={params[key] ?? ''}
              hint={hints.message}
              onChange={(text) => set({ [key]: text })}
            />
          ) : (
            <MessageField
              key="alternative"
              label={`Alternative ${noun}`}
              kind={kind}
              value={params.alternativeMessage ?? ''}
              helper={`Sent instead when a variable in the primary ${noun} is missing for a lead.`}
              onChange={(alternativeMessage) => set({ alternativeMessage })}
            />
          )}
          <MessagePreview
            kind={kind}
            template={{ message: params[key] ?? '', alternativeMessage: params.alternativeMessage ?? null }}
          />
          <VariantFields
            kind={kind}
            primary={params[key] ?? ''}
            variants={params.variants}
            onChange={(variants) => set({ variants })}
          />
        </>
      )}
    </Box>
  );
};
