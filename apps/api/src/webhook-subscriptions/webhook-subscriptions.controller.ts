import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  CreatedWebhookSubscription,
  Done,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookSubscription,
  WebhookSubscriptionList,
} from '@outflow/api-contract';
import type { Config } from '@outflow/config';
import { WEBHOOK_EVENT_TYPES, type Clock, type EventMetadata } from '@outflow/domain';
import {
  findWebhookDelivery,
  listWebhookDeliveries,
  refusedDestination,
  retryWebhookDelivery,
  type IntegrationsDb,
  type WebhookDeliveryRow,
} from '@outflow/integrations';
import {
  findWebhookSubscription,
  listWebhookSubscriptions,
  type ReadModelDb,
  type WebhookSubscriptionRow,
} from '@outflow/read-models';
import { randomBytes, randomUUID } from 'node:crypto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { fieldRefusal } from '../common/field-refusal';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CLOCK, CONFIG, INTEGRATIONS_DB, READ_DB } from '../infrastructure/tokens';
import { ChangeWebhookSubscriptionsCommand } from './commands/change-webhook-subscriptions.handler';
import { ChangeWebhookSubscriptionDto, CreateWebhookSubscriptionDto } from './dto/webhook-subscription.dto';
import { WebhookDeliveriesQueryDto } from './dto/webhook-deliveries-query.dto';
import { RequiresRole } from '../workspaces/workspace-role.decorator';

const toSubscription = (row: WebhookSubscriptionRow): WebhookSubscription => ({
  id: row.id,
  url: row.url,
  eventTypes: row.event_types,
  description: row.description,
  status: row.status === 'paused' ? 'paused' : 'active',
  pausedReason: row.paused_reason === 'owner' || row.paused_reason === 'failing' ? row.paused_reason : null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.event_id,
  eventType: row.event_type,
  status: row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending',
  attempts: row.attempts,
  createdAt: row.created_at.toISOString(),
  lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
  responseCode: row.last_status_code,
  durationMs: row.last_duration_ms,
  error: row.last_error,
  deliveredAt: row.delivered_at?.toISOString() ?? null,
});

const notFound = () =>
  new NotFoundException({ statusCode: 404, message: 'Webhook subscription not found', errorCode: 'NOT_FOUND' });

/**
 * Settings → Webhooks (issue 22): subscriptions of URLs to outcome events, their delivery log and
 * "send again". The dispatcher (in the projector process) delivers; these routes record what to
 * deliver where. A key with `settings:write` may manage them too (an integration registering its
 * own endpoint).
 */
@ApiTags('webhook-subscriptions')
@ApiBearerAuth()
@ApiKeyScope('settings')
@RequiresRole('admin')
@Controller('webhook-subscriptions')
export class WebhookSubscriptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(INTEGRATIONS_DB) private readonly integrations: IntegrationsDb,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  async list(@Tenant() tenant: string): Promise<WebhookSubscriptionList> {
    const rows = await listWebhookSubscriptions(this.db, tenant);
    return { data: rows.map(toSubscription), eventTypes: [...WEBHOOK_EVENT_TYPES] };
  }

  @Post()
  async create(
    @Tenant() tenant: string,
    @Body() body: CreateWebhookSubscriptionDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<CreatedWebhookSubscription> {
    this.checkDestination(body.url);
    const id = randomUUID();
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    await this.run(tenant, metadata, (now) => ({
      type: 'CreateWebhookSubscription',
      data: { subscriptionId: id, ownerId: tenant, ...body, secret, now },
    }));
    return { ...(await this.one(tenant, id)), secret };
  }

  @Patch(':id')
  async change(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Body() body: ChangeWebhookSubscriptionDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<WebhookSubscription> {
    if (body.url !== undefined) this.checkDestination(body.url);
    await this.run(tenant, metadata, (now) => ({
      type: 'ChangeWebhookSubscription',
      data: { subscriptionId: id, ownerId: tenant, ...body, now },
    }));
    return this.one(tenant, id);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<Done> {
    await this.run(tenant, metadata, (now) => ({
      type: 'DeleteWebhookSubscription',
      data: { subscriptionId: id, ownerId: tenant, now },
    }));
    return { success: true };
  }

  @Get(':id/deliveries')
  async deliveries(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Query() query: WebhookDeliveriesQueryDto,
  ): Promise<WebhookDeliveryPage> {
    await this.one(tenant, id);
    const { rows, total } = await listWebhookDeliveries(this.integrations, tenant, id, query);
    return { data: rows.map(toDelivery), total, page: query.page, perPage: query.perPage };
  }

  /** "Send again": one more attempt, at once (whatever the delivery's status). */
  @Post(':id/deliveries/:deliveryId/retry')
  @HttpCode(200)
  async retry(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<WebhookDelivery> {
    await this.one(tenant, id);
    if (!(await findWebhookDelivery(this.integrations, tenant, id, deliveryId)))
      throw new NotFoundException({ statusCode: 404, message: 'Delivery not found', errorCode: 'NOT_FOUND' });
    const row = await retryWebhookDelivery(this.integrations, tenant, id, deliveryId, this.clock.now());
    return toDelivery(row!);
  }

  /** An address literal or localhost is refused here; names are checked again on each delivery's address. */
  private checkDestination(url: string): void {
    const refused = refusedDestination(url, this.config.WEBHOOK_ALLOW_PRIVATE === 'true');
    if (refused) throw fieldRefusal('url', refused);
  }

  private async run(
    tenant: string,
    metadata: EventMetadata,
    command: ChangeWebhookSubscriptionsCommand['command'],
  ): Promise<void> {
    await this.projection.waitForAppend(
      await this.commands.execute(new ChangeWebhookSubscriptionsCommand(tenant, command, metadata)),
    );
  }

  private async one(tenant: string, id: string): Promise<WebhookSubscription> {
    const row = await findWebhookSubscription(this.db, tenant, id);
    if (!row) throw notFound();
    return toSubscription(row);
  }
}
