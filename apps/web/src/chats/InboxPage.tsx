import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { usePhoneLayout } from '../hooks/usePhoneLayout';
import { ChatList } from './ChatList';
import { ChatPane } from './ChatPane';
import { chatListKey, fetchChats, INVALID_DATA_MESSAGE, type InboxTab } from './chats-api';
import { useChatsLiveUpdates } from './useChatsLiveUpdates';
import { useContactLiveUpdates } from '../do-not-contact/useContactLiveUpdates';
import { useSenders } from '../linkedin-account/useSenders';
import { SenderFilter } from './SenderFilter';

/** The chat list refreshes every 2 minutes (spec 01 §4); new messages also arrive over the socket. */
const LIST_REFRESH_MS = 120_000;

const listError = (error: unknown): string =>
  error instanceof Error && error.message === INVALID_DATA_MESSAGE
    ? INVALID_DATA_MESSAGE
    : 'Failed to load conversations. Please try again.';

const ReadyToChat = () => (
  <Box
    sx={{
      flex: 1,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
      color: 'text.secondary',
    }}
  >
    <ForumOutlinedIcon sx={{ fontSize: 56 }} />
    <Typography variant="h6" color="text.primary">
      Ready to chat?
    </Typography>
    <Typography>Select a conversation to read and reply.</Typography>
  </Box>
);

/**
 * /inbox (spec 01 §2 Inbox): the chats on the left, the selected one (?chatId=) on the right. On a
 * phone one pane at a time: the list, then the chat with a way back to the list. With several
 * senders, one inbox across them: a sender filter, and each chat says whose it is.
 */
export const InboxPage = () => {
  const [tab, setTab] = useState<InboxTab>('campaigns');
  const [sender, setSender] = useState<string | null>(null);
  const senders = useSenders().data ?? [];
  const several = senders.length > 1;
  const [params, setParams] = useSearchParams();
  const phone = usePhoneLayout();
  const selectedId = params.get('chatId');
  const chats = useQuery({
    queryKey: chatListKey(tab, sender),
    queryFn: () => fetchChats(tab, sender),
    refetchInterval: LIST_REFRESH_MS,
    retry: 1,
  });
  useChatsLiveUpdates();
  useContactLiveUpdates();

  const list = (
    <ChatList
      filter={several ? <SenderFilter senders={senders} value={sender} onChange={setSender} /> : null}
      showSender={several}
      tab={tab}
      onTab={setTab}
      chats={chats.data}
      loading={chats.isPending}
      error={chats.isError ? listError(chats.error) : null}
      onRetry={() => void chats.refetch()}
      selectedId={selectedId}
      onSelect={(chatId) => setParams({ chatId })}
    />
  );
  const showList = !phone || !selectedId;
  const showChat = !phone || Boolean(selectedId);

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        Messages
      </Typography>
      <Card
        variant="outlined"
        sx={{
          display: 'flex',
          height: { xs: 'calc(100dvh - 150px)', md: 'calc(100vh - 180px)' },
          minHeight: { xs: 420, md: 480 },
        }}
      >
        {showList && (
          <Box
            sx={(theme) => ({
              width: { xs: '100%', sm: 300, md: 340 },
              flexShrink: 0,
              borderRight: { xs: 'none', sm: `1px solid ${theme.palette.divider}` },
              minHeight: 0,
            })}
          >
            {list}
          </Box>
        )}
        {showChat &&
          (selectedId ? (
            <ChatPane chatId={selectedId} onBack={phone ? () => setParams({}) : undefined} />
          ) : (
            <ReadyToChat />
          ))}
      </Card>
    </Box>
  );
};
