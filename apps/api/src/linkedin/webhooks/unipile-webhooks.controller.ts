import {
  applyDecorators,
  Body,
  Controller,
  HttpCode,
  HttpException,
  Logger,
  Post,
  Query,
  UnauthorizedException,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
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
import { fieldRefusal } from '../../common/field-refusal';
import { CorrelationId } from '../../common/authenticated-user';
import { Public } from '../../common/public.decorator';
import { ApplyAccountStatusCommand } from '../commands/apply-account-status.handler';
import { RecordAcceptanceCommand } from '../../campaigns/commands/record-acceptance.handler';
import { ConnectLinkedInAccountCommand } from '../commands/connect-linkedin-account.handler';
import { UseHostedAuthLinkCommand } from '../commands/use-hosted-auth-link.handler';
import { RecordReceivedMessageCommand } from '../../chats/commands/record-received-message.handler';
import { LinkedInErrorFilter } from '../linkedin-error.filter';
import { NotifyTokenGuard, WebhookSecretGuard } from './webhook-auth.guards';

export interface Receipt {
  readonly received: true;
  readonly outcome?: string;
}

/** What an authenticated delivery we cannot read (or do not act on) is answered: 200, or the provider retries it. */
const IGNORED: Receipt = { received: true, outcome: 'ignored' };

/** A delivery the provider authenticates with the shared secret (401 without it), answered 200. */
const SecretCheckedDelivery = (path: string): MethodDecorator =>
  applyDecorators(Post(path), HttpCode(200), UseGuards(WebhookSecretGuard));

/**
 * A delivery as its parser reads it (null: not readable). A body past LinkedIn's own sizes is
 * refused before anything of it is appended (issue 10).
 */
function readDelivery<T>(
  body: unknown,
  problemOf: (body: unknown) => WebhookFieldProblem | null,
  parse: (body: unknown) => T | null,
): T | null {
  const problem = problemOf(body);
  if (problem) throw fieldRefusal(problem.field, problem.message);
  return parse(body);
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
  @SecretCheckedDelivery('messaging')
  async messaging(@Body() body: unknown, @CorrelationId() correlationId: string): Promise<Receipt> {
    const event = readDelivery(body, messageWebhookProblem, parseMessageWebhook);
    if (!event || event.event !== 'message_received') return IGNORED;
    // One command records the message and, for a member's, the reply that ends their sequences.
    const outcome = await this.commands.execute(new RecordReceivedMessageCommand(event, correlationId));
    this.logger.log(`message account=${event.accountId} chat=${event.chatId}: ${outcome}`);
    return { received: true, outcome };
  }

  /** An accepted invitation: a campaign waiting for it goes on at once instead of at its next check. */
  @SecretCheckedDelivery('relations')
  async relations(@Body() body: unknown, @CorrelationId() correlationId: string): Promise<Receipt> {
    const event = readDelivery(body, relationWebhookProblem, parseRelationWebhook);
    if (!event) return IGNORED;
    const member = { providerId: event.providerId, publicId: event.publicId, profileUrl: event.profileUrl };
    const { outcome } = await this.commands.execute(
      new RecordAcceptanceCommand(event.accountId, member, correlationId),
    );
    this.logger.log(`new relation account=${event.accountId} member=${event.providerId ?? event.publicId}: ${outcome}`);
    return { received: true, outcome };
  }

  @SecretCheckedDelivery('account-status')
  async accountStatus(@Body() body: unknown, @CorrelationId() correlationId: string): Promise<Receipt> {
    const event = readDelivery(body, accountStatusWebhookProblem, parseAccountStatusWebhook);
    if (!event) return IGNORED;
    const outcome = await this.commands.execute(new ApplyAccountStatusCommand(event, correlationId));
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
  async hostedAuth(
    @Body() body: unknown,
    @Query('link') linkId: string,
    @Query('token') token: string,
    @CorrelationId() correlationId: string,
  ): Promise<Receipt> {
    const notice = readDelivery(body, hostedAuthNotificationProblem, parseHostedAuthNotification);
    if (!notice || !notice.userId || notice.outcome === 'other') return IGNORED;
    const metadata = { userId: notice.userId, actor: 'webhook' as const, correlationId, causationId: correlationId };
    try {
      await this.commands.execute(
        new UseHostedAuthLinkCommand(linkId, token, notice.userId, notice.accountId, metadata),
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.code.startsWith('NOTIFY_TOKEN_'))) throw error;
      this.logger.warn(`hosted-auth notify for account ${notice.accountId} refused: ${error.message}`);
      throw new UnauthorizedException({
        statusCode: 401,
        errorCode: 'INVALID_NOTIFY_TOKEN',
        reason: error.code,
        message: error.message,
      });
    }
    try {
      await this.commands.execute(new ConnectLinkedInAccountCommand(notice.userId, notice.accountId, metadata));
    } catch (error) {
      // A refusal (another user holds the account, it is not usable) will not change on a retry.
      if (
        !(error instanceof HttpException || error instanceof DomainError) ||
        (error instanceof HttpException && error.getStatus() >= 500)
      )
        throw error;
      this.logger.warn(`hosted-auth notify for account ${notice.accountId} not recorded: ${error.message}`);
      return { received: true, outcome: 'refused' };
    }
    return { received: true, outcome: notice.outcome };
  }
}
