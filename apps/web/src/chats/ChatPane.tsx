import { useEffect, useRef, useState } from 'react';
import type { AiWriterName } from '@outflow/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Box, Button, Chip, IconButton, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { AiAssistantPanel } from './AiAssistantPanel';
import { attendeeName, chatTimeLabel, otherAttendee } from './chat-view';
import { doNotContactLabel } from '../do-not-contact/do-not-contact-view';
import { StopContactingButton } from '../do-not-contact/StopContactingButton';
import { CHATS_KEY, chatKey, fetchChat, sendChatMessage } from './chats-api';
import { MessageComposer } from './MessageComposer';

/** After a send the list refreshes after 1 s (spec 01 §4); the 'AI-generated' flag stays 2 s. */
const LIST_REFRESH_AFTER_SEND_MS = 1000;
const AI_FLAG_MS = 2000;

/**
 * One chat: its messages (our invitation note first, when a campaign sent one), the composer and
 * the AI assistant. Send and load failures are only logged (spec 01 §8). On a phone it fills the
 * inbox, with a way back to the list.
 */
export const ChatPane = ({ chatId, onBack }: { chatId: string; onBack?: () => void }) => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [aiOpen, setAiOpen] = useState(false);
  const [aiGenerated, setAiGenerated] = useState(false);
  const [writer, setWriter] = useState<AiWriterName | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const chat = useQuery({ queryKey: chatKey(chatId), queryFn: () => fetchChat(chatId), retry: 1 });

  useEffect(() => {
    // Opening a chat (or loading a message that arrived while it is open) reads it: the list's unread counts change.
    if (chat.isSuccess) void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
  }, [chat.isSuccess, chat.dataUpdatedAt, chatId, queryClient]);
  useEffect(() => {
    // Braces: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
    void bottom.current?.scrollIntoView({ block: 'end' });
  }, [chat.data?.messages.length]);
  useEffect(() => {
    if (!aiGenerated) return;
    const timer = setTimeout(() => setAiGenerated(false), AI_FLAG_MS);
    return () => clearTimeout(timer);
  }, [aiGenerated]);
  useEffect(() => {
    setDraft('');
    setAiGenerated(false);
  }, [chatId]);
  if (chat.isError) console.error('Failed to load the chat', chat.error);

  const send = useMutation({
    mutationFn: (text: string) => sendChatMessage(chatId, text),
    onSuccess: () => {
      setDraft('');
      void queryClient.invalidateQueries({ queryKey: chatKey(chatId) });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: CHATS_KEY }), LIST_REFRESH_AFTER_SEND_MS);
    },
    onError: (error) => console.error('Failed to send the message', error),
  });

  const other = otherAttendee(chat.data?.attendees ?? []);
  const name = attendeeName(other);
  const messages = chat.data?.messages ?? [];
  const dncLabel = doNotContactLabel(chat.data?.doNotContact ?? null);

  return (
    <Box sx={{ display: 'flex', flex: 1, minWidth: 0, minHeight: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: { xs: 1, sm: 2 },
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {onBack && (
            <IconButton aria-label="Back to conversations" onClick={onBack}>
              <ArrowBackIcon />
            </IconButton>
          )}
          <Avatar src={other?.profile_picture_url ?? undefined} alt={name}>
            {name.charAt(0)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
              {chat.isPending ? 'Loading...' : name}
            </Typography>
            {other?.profile_url && (
              <Link
                href={other.profile_url}
                target="_blank"
                rel="noopener noreferrer"
                variant="caption"
                noWrap
                sx={{ display: 'block' }}
              >
                View on LinkedIn
              </Link>
            )}
          </Box>
          {dncLabel ? (
            <Chip
              size="small"
              color={chat.data?.doNotContact === 'asked-to-stop' ? 'warning' : 'default'}
              label={dncLabel}
              data-testid="chat-do-not-contact"
              sx={{ flexShrink: 1, minWidth: 0 }}
            />
          ) : (
            other?.profile_url && (
              <StopContactingButton
                compact={Boolean(onBack)}
                who={name}
                profileUrl={other.profile_url}
                onDone={() => {
                  void queryClient.invalidateQueries({ queryKey: chatKey(chatId) });
                  void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
                }}
              />
            )
          )}
          <Button
            variant={aiOpen ? 'outlined' : 'contained'}
            size={onBack ? 'small' : 'medium'}
            startIcon={<AutoAwesomeIcon />}
            onClick={() => setAiOpen((open) => !open)}
            sx={{ flexShrink: 0 }}
          >
            {aiOpen ? 'Hide AI' : 'AI Assistant'}
          </Button>
        </Box>
        <Box
          sx={{
            flex: 1,
            overflowY: 'auto',
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            bgcolor: 'grey.50',
          }}
        >
          {chat.isSuccess && messages.length === 0 && (
            <Typography color="text.secondary" sx={{ m: 'auto' }}>
              No messages found.
            </Typography>
          )}
          {messages.map((m) => (
            <Box
              key={m.messageId}
              data-message-kind={m.kind ?? 'message'}
              sx={{ alignSelf: m.is_sender ? 'flex-end' : 'flex-start', maxWidth: { xs: '85%', sm: '70%' } }}
            >
              {m.kind === 'invitation' && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'right' }}>
                  Invitation note
                </Typography>
              )}
              <Box
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  bgcolor:
                    m.kind === 'invitation' ? 'background.paper' : m.is_sender ? 'primary.main' : 'background.paper',
                  color:
                    m.kind === 'invitation' ? 'text.primary' : m.is_sender ? 'primary.contrastText' : 'text.primary',
                  border: m.is_sender && m.kind !== 'invitation' ? 0 : 1,
                  borderColor: m.kind === 'invitation' ? 'primary.main' : 'divider',
                  borderStyle: m.kind === 'invitation' ? 'dashed' : 'solid',
                }}
              >
                {m.text}
              </Box>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', textAlign: m.is_sender ? 'right' : 'left' }}
              >
                {chatTimeLabel(m.timestamp)}
              </Typography>
            </Box>
          ))}
          <div ref={bottom} />
        </Box>
        <MessageComposer
          value={draft}
          onChange={setDraft}
          onSend={() => send.mutate(draft)}
          sending={send.isPending}
          aiGenerated={aiGenerated}
        />
      </Box>
      {aiOpen && (
        <AiAssistantPanel
          chatId={chatId}
          writer={writer}
          onClose={() => setAiOpen(false)}
          onApply={(text, by) => {
            setDraft(text);
            setWriter(by);
            setAiGenerated(true);
          }}
        />
      )}
    </Box>
  );
};
