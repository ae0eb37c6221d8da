import { Body, Controller, Headers, HttpCode, HttpException, Logger, Post, Query, UnauthorizedException, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { DomainError } from '@outflow/domain';
import {
  accountStatusWebhookProblem,
  hostedAuthNotificationProblem,
  messageWebhookProblem,
  parseAccountStatusWebhook,
  parseHostedAuthNotification,
  parseMessageWebhook,
  parseRelationWebhook,
  relationWebhookProblem,
  type WebhookFieldProblem,
} from '@outflow/linkedin';
import { randomUUID } from 'node:crypto';
import { fieldRefusal } from '../../common/field-refusal';
import { Public } from '../../common/public.decorator';
import { ApplyAccountStatusCommand } from '../commands/apply-account-status.command';
import { RecordLeadSignalCommand } from '../../campaigns/commands/record-lead-signal.command';
import { ConnectLinkedInAccountCommand } from '../commands/connect-linkedin-account.command';
import { UseHostedAuthLinkCommand } from '../commands/use-hosted-auth-link.command';
import { RecordReceivedMessageCommand } from '../../messages/commands/record-received-message.command';
import { LinkedInErrorFilter } from '../linkedin-error.filter';
import { NotifyTokenGuard, WebhookSecretGuard } from './webhook-auth.guards';

interface Receipt {
  readonly received: true;
  readonly outcome?: string;
  /** Messaging only: what became of the message in its chat. */
  readonly chat?: string;
}

/** A body past LinkedIn's own sizes is refused before anything of it is appended (issue 10). */
function refuseOutOfBounds(problem: WebhookFieldProblem | null): void {
  if (problem) throw fieldRefusal(problem.field, problem.message);
}

/**
 * Where the provider delivers (unipile.md §2–3). No user token: the shared secret is the
 * authentication (401 without it). Everything authenticated is answered 200, a body we cannot read
 * included, or the provider would retry it five times; only our own failures answer 5xx (retried).
 * A body past the bounds LinkedIn itself keeps (a 1 MB message id) is not the provider's: 400.
 */
@ApiExcludeController()
@Public()
@UseFilters(LinkedInErrorFilter)
@Controller('webhooks/unipile')
export class UnipileWebhooksController {
  private readonly logger = new Logger('UnipileWebhooks');

  constructor(private readonly commands: CommandBus) {}

  /**
   * A message goes into its chat (the inbox); one from a lead is also a reply: their campaign
   * sequences stop (design.md Runner).
   */
  @Post('messaging')
  @HttpCode(200)
  @UseGuards(WebhookSecretGuard)
  async messaging(@Body() body: unknown, @Headers('x-request-id') requestId?: string): Promise<Receipt> {
    refuseOutOfBounds(messageWebhookProblem(body));
    const event = parseMessageWebhook(body);
    if (!event || event.event !== 'message_received') return { received: true, outcome: 'ignored' };
    const correlationId = requestId ?? randomUUID();
    const { outcome } = await this.commands.execute(
      new RecordLeadSignalCommand('replied', event.accountId, { providerId: event.sender.providerId, publicId: null, profileUrl: event.sender.profileUrl }, event.chatId, correlationId),
    );
    const chat = await this.commands.execute(new RecordReceivedMessageCommand(event, correlationId));
    this.logger.log(`message account=${event.accountId} chat=${event.chatId}: ${outcome}, chat ${chat}`);
    return { received: true, outcome, chat };
  }

  /** An accepted invitation: a campaign waiting for it goes on at once instead of at its next check. */
  @Post('relations')
  @HttpCode(200)
  @UseGuards(WebhookSecretGuard)
  async relations(@Body() body: unknown, @Headers('x-request-id') requestId?: string): Promise<Receipt> {
    refuseOutOfBounds(relationWebhookProblem(body));
    const event = parseRelationWebhook(body);
    if (!event) return { received: true, outcome: 'ignored' };
    const member = { providerId: event.providerId, publicId: event.publicId, profileUrl: event.profileUrl };
    const { outcome } = await this.commands.execute(
      new RecordLeadSignalCommand('accepted', event.accountId, member, null, requestId ?? randomUUID()),
    );
    this.logger.log(`new relation account=${event.accountId} member=${event.providerId ?? event.publicId}: ${outcome}`);
    return { received: true, outcome };
  }

  @Post('account-status')
  @HttpCode(200)
  @UseGuards(WebhookSecretGuard)
  async accountStatus(@Body() body: unknown, @Headers('x-request-id') requestId?: string): Promise<Receipt> {
    refuseOutOfBounds(accountStatusWebhookProblem(body));
    const event = parseAccountStatusWebhook(body);
    if (!event) return { received: true, outcome: 'ignored' };
    const outcome = await this.commands.execute(new ApplyAccountStatusCommand(event, requestId ?? randomUUID()));
    this.logger.log(`account status ${event.providerStatus} account=${event.accountId}: ${outcome}`);
    return { received: true, outcome };
  }

  /**
   * The hosted-auth notify_url: records the connection for the user the link was made for, like the
   * browser's callback. Its token is spent first: a second delivery of the same URL, an expired
   * link or another user's is refused (401) and changes nothing.
   */
  @Post('hosted-auth')
  @HttpCode(200)
  @UseGuards(NotifyTokenGuard)
  async hostedAuth(@Body() body: unknown, @Query('link') linkId: string, @Query('token') token: string, @Headers('x-request-id') requestId?: string): Promise<Receipt> {
    refuseOutOfBounds(hostedAuthNotificationProblem(body));
    const notice = parseHostedAuthNotification(body);
    if (!notice || !notice.userId || notice.outcome === 'other') return { received: true, outcome: 'ignored' };
    const correlationId = requestId ?? randomUUID();
    const metadata = { userId: notice.userId, actor: 'webhook' as const, correlationId, causationId: correlationId };
    try {
      await this.commands.execute(new UseHostedAuthLinkCommand(linkId, token, notice.userId, notice.accountId, metadata));
    } catch (error) {
      if (!(error instanceof DomainError && error.code.startsWith('NOTIFY_TOKEN_'))) throw error;
      this.logger.warn(`hosted-auth notify for account ${notice.accountId} refused: ${error.message}`);
      throw new UnauthorizedException({ statusCode: 401, errorCode: 'INVALID_NOTIFY_TOKEN', reason: error.code, message: error.message });
    }
    try {
      await this.commands.execute(new ConnectLinkedInAccountCommand(notice.userId, notice.accountId, metadata));
    } catch (error) {
      // A refusal (another user holds the account, it is not usable) will not change on a retry.
      if (!(error instanceof HttpException || error instanceof DomainError) || (error instanceof HttpException && error.getStatus() >= 500)) throw error;
      this.logger.warn(`hosted-auth notify for account ${notice.accountId} not recorded: ${error.message}`);
      return { received: true, outcome: 'refused' };
    }
    return { received: true, outcome: notice.outcome };
  }
}
