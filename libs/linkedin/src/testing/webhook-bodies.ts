/** A `message_received` webhook as Unipile posts it, for the parsing and the bounds specs. */
export const messageWebhookBody = {
  account_id: 'acc_1',
  account_type: 'LINKEDIN',
  event: 'message_received',
  chat_id: 'chat_1',
  timestamp: '2026-11-22T10:00:00.000Z',
  webhook_name: 'outflow-messages',
  message_id: 'msg_1',
  message: 'Thanks, happy to talk',
  sender: {
    attendee_id: 'att_1',
    attendee_name: 'Ada',
    attendee_provider_id: 'ACoADA',
    attendee_profile_url: 'https://www.linkedin.com/in/ada',
  },
  attendees: [{ attendee_id: 'att_2', attendee_name: 'Me', attendee_provider_id: 'ACoME' }],
  attachments: [],
};
