import { randomBytes } from 'node:crypto';
import { existingAccount } from '../accounts/account-guard';
import type { SandboxAccount } from '../accounts/account';
import { ApiError, invalid, notFound } from '../http/api-error';
import { optionalString, requiredString } from '../http/request-params';
import type { SandboxContext } from '../sandbox-context';
import { inTransaction } from '../sandbox-transaction';

interface LinkRow {
  token: string;
  type: 'create' | 'reconnect';
  reconnect_account: string | null;
  name: string | null;
  success_redirect_url: string | null;
  failure_redirect_url: string | null;
  notify_url: string | null;
  expires_at: Date;
  completed_account: string | null;
}

export interface CompletedLink {
  account: SandboxAccount;
  status: 'CREATION_SUCCESS' | 'RECONNECTED';
  /** Where the browser goes next: success_redirect_url with account_id and status=connected. */
  redirectUrl: string | null;
}

export function withParams(url: string, params: Record<string, string>): string {
  try {
    const parsed = new URL(url);
    for (const [k, v] of Object.entries(params)) parsed.searchParams.set(k, v);
    return parsed.toString();
  } catch {
    const query = new URLSearchParams(params).toString();
    return `${url}${url.includes('?') ? '&' : '?'}${query}`;
  }
}

/** Hosted-auth links: what `POST /hosted/accounts/link` creates and the sign-in page completes. */
export class HostedAuthService {
  constructor(private readonly ctx: SandboxContext) {}

  async createLink(body: Record<string, unknown>): Promise<string> {
    const type = requiredString(body.type, 'type');
    if (type !== 'create' && type !== 'reconnect') throw invalid('type must be create or reconnect');
    requiredString(body.api_url, 'api_url');
    const expiresOn = new Date(requiredString(body.expiresOn, 'expiresOn'));
    if (Number.isNaN(expiresOn.getTime())) throw invalid('expiresOn must be an ISO date');
    if (expiresOn.getTime() <= Date.now()) throw invalid('expiresOn must be in the future');
    let reconnectAccount: string | null = null;
    if (type === 'create') {
      const providers = body.providers;
      const list = Array.isArray(providers) ? providers : [providers];
      if (!list.some((p) => p === 'LINKEDIN' || p === '*')) throw invalid('providers must include LINKEDIN');
    } else {
      reconnectAccount = requiredString(body.reconnect_account, 'reconnect_account');
      existingAccount(this.ctx, reconnectAccount);
    }
    const token = randomBytes(18).toString('base64url');
    await this.ctx.db.query(
      `INSERT INTO hosted_links (token, type, reconnect_account, name, success_redirect_url, failure_redirect_url, notify_url, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        token,
        type,
        reconnectAccount,
        optionalString(body.name, 'name') ?? null,
        optionalString(body.success_redirect_url, 'success_redirect_url') ?? null,
        optionalString(body.failure_redirect_url, 'failure_redirect_url') ?? null,
        optionalString(body.notify_url, 'notify_url') ?? null,
        expiresOn,
      ],
    );
    return `${this.ctx.publicUrl}/hosted-auth/${token}`;
  }

  async link(token: string): Promise<LinkRow | undefined> {
    const { rows } = await this.ctx.db.query<LinkRow>('SELECT * FROM hosted_links WHERE token = $1', [token]);
    return rows[0];
  }

  isExpired(link: LinkRow): boolean {
    return link.completed_account === null && link.expires_at.getTime() <= Date.now();
  }

  /**
   * Signs in through the link: creates (or reconnects) the account, fires the account_status webhook,
   * and sends the notify_url callback, waiting for its first attempt so the caller's app knows the
   * account before the browser lands on the success URL. Completing a used link again is harmless.
   */
  async complete(token: string): Promise<CompletedLink> {
    const now = this.ctx.clock.nowMs();
    const outcome = await inTransaction(this.ctx, async (tx) => {
      const { rows } = await tx.query<LinkRow>('SELECT * FROM hosted_links WHERE token = $1 FOR UPDATE', [token]);
      const link = rows[0];
      if (!link) throw notFound('This sign-in link does not exist');
      const status = link.type === 'create' ? 'CREATION_SUCCESS' : 'RECONNECTED';
      if (link.completed_account) {
        return { link, status, account: existingAccount(this.ctx, link.completed_account), notifyId: null } as const;
      }
      if (this.isExpired(link))
        throw new ApiError(410, 'expired_link', 'This sign-in link has expired: request a new one');
      const account =
        link.type === 'create'
          ? await this.ctx.accounts.create(tx, link.name, now)
          : await this.ctx.accounts.setStatus(tx, existingAccount(this.ctx, link.reconnect_account ?? '').id, 'OK');
      await tx.query('UPDATE hosted_links SET completed_account = $2, completed_at = now() WHERE token = $1', [
        token,
        account.id,
      ]);
      await this.ctx.emitter.accountStatus(tx, account, status);
      const notifyId = link.notify_url
        ? await this.ctx.dispatcher.enqueue(tx, {
            kind: 'notify',
            webhookId: null,
            url: link.notify_url,
            headers: {},
            reserved: true,
            payload: { status, account_id: account.id, name: link.name },
          })
        : null;
      return { link, status, account, notifyId } as const;
    });
    if (outcome.notifyId) await this.ctx.dispatcher.deliverNow(outcome.notifyId);
    const success = outcome.link.success_redirect_url;
    return {
      account: outcome.account,
      status: outcome.status,
      redirectUrl: success ? withParams(success, { account_id: outcome.account.id, status: 'connected' }) : null,
    };
  }
}
