import { Navigate, useParams } from 'react-router-dom';

/** /inbox/{chatId} is /inbox?chatId={chatId} (spec 01 §2 route table). */
export const InboxChatRedirect = () => {
  const { chatId = '' } = useParams();
  return <Navigate to={`/inbox?chatId=${encodeURIComponent(chatId)}`} replace />;
};
