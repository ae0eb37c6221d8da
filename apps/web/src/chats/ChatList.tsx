import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  attendeeName,
  chatSenderLabel,
  chatsForTab,
  chatTimeLabel,
  noConversationsHint,
  otherAttendee,
} from './chat-view';
import BlockIcon from '@mui/icons-material/Block';
import type { Chat } from '@outflow/api-contract';
import type { InboxTab } from './chats-api';

interface ChatListProps {
  /** Above the tabs: the sender filter, when the workspace has several senders. */
  filter?: ReactNode;
  /** Each chat says which sender it belongs to (several senders). */
  showSender?: boolean;
  tab: InboxTab;
  onTab: (tab: InboxTab) => void;
  chats: Chat[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
}

/** The left column of /inbox: tabs Campaigns (default), All, Unread and the chats, latest first. */
export const ChatList = ({
  filter,
  showSender = false,
  tab,
  onTab,
  chats,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
}: ChatListProps) => {
  const shown = chats ? chatsForTab(chats, tab) : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      {filter}
      <Tabs
        value={tab}
        onChange={(_, value: InboxTab) => onTab(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="campaigns" label="Campaigns" />
        <Tab value="all" label="All" />
        <Tab value="unread" label="Unread" />
      </Tabs>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {error ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        ) : loading ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            Loading conversations...
          </Typography>
        ) : shown.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <Typography>No conversations found.</Typography>
            <Typography variant="body2" color="text.secondary">
              {noConversationsHint(tab)}
            </Typography>
          </Box>
        ) : (
          <List disablePadding aria-label="Conversations">
            {shown.map((chat) => {
              const other = otherAttendee(chat.attendees);
              const name = attendeeName(other);
              return (
                <ListItemButton
                  key={chat.chatId}
                  selected={chat.chatId === selectedId}
                  onClick={() => onSelect(chat.chatId)}
                  divider
                >
                  <ListItemAvatar>
                    <Badge color="primary" badgeContent={chat.unreadCount} overlap="circular">
                      <Avatar src={other?.profile_picture_url ?? undefined} alt={name}>
                        {name.charAt(0)}
                      </Avatar>
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                        <Typography noWrap sx={{ fontWeight: chat.unreadCount > 0 ? 700 : 500 }}>
                          {name}
                          {chat.doNotContact && (
                            <BlockIcon
                              color={chat.doNotContact === 'asked-to-stop' ? 'warning' : 'disabled'}
                              sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }}
                              titleAccess={
                                chat.doNotContact === 'asked-to-stop'
                                  ? 'Asked to stop: on the Do-Not-Contact list'
                                  : 'On the Do-Not-Contact list'
                              }
                            />
                          )}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                          {chatTimeLabel(chat.lastMessage?.timestamp ?? '')}
                        </Typography>
                      </Box>
                    }
                    secondary={
                      showSender ? (
                        <>
                          <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                            {chat.lastMessage?.text || 'No messages yet'}
                          </Box>
                          <Box component="span" sx={{ display: 'block', fontSize: 12 }} data-testid="chat-sender">
                            {chatSenderLabel(chat)}
                          </Box>
                        </>
                      ) : (
                        chat.lastMessage?.text || 'No messages yet'
                      )
                    }
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Box>
    </Box>
  );
};
