export { InboxPage } from './InboxPage';
export { InboxChatRedirect } from './InboxChatRedirect';
