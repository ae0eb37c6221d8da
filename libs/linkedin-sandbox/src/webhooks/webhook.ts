export type WebhookSource = 'messaging' | 'account_status' | 'users';
export const WEBHOOK_SOURCES: readonly WebhookSource[] = ['messaging', 'account_status', 'users'];

export interface Webhook {
  id: string;
  source: WebhookSource;
  requestUrl: string;
  name: string | null;
  format: string;
  accountIds: string[] | null;
  headers: Array<{ key: string; value: string }>;
  events: string[] | null;
  createdAt: number;
}
