import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { BillingRedirect, CurrentSubscription, TrialStarted } from '@outflow/api-contract';
import type { Clock, EventMetadata } from '@outflow/domain';
import { findSubscriptionView, type ReadModelDb } from '@outflow/read-models';
import type { BillingProvider } from '@outflow/billing';
import { OpenRoute } from '../access/open-route.decorator';
import { AppOrigins } from '../common/app-origins';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { BILLING, CLOCK, READ_DB } from '../infrastructure/tokens';
import { OpenPortalCommand } from './commands/open-portal.handler';
import { StartCheckoutCommand } from './commands/start-checkout.handler';
import { StartTrialCommand } from './commands/start-trial.handler';
import { CheckoutSessionDto } from './dto/checkout-session.dto';
import { PortalSessionDto } from './dto/portal-session.dto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequiresRole } from '../workspaces/workspace-role.decorator';

/**
 * The workspace's subscription (issue 20: the trial and the subscription are the workspace's):
 * anyone in it reads it; only an owner starts the trial, checks out or opens the portal (where
 * Stripe cancels). Open to workspaces without access (that is how they get it).
 */
@ApiTags('subscriptions')
@ApiBearerAuth()
@OpenRoute()
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    private readonly projection: ProjectionWaiter,
    private readonly origins: AppOrigins,
    @Inject(BILLING) private readonly billing: BillingProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The subscription (spec 01 §3), and whether this server takes payments: without Stripe keys
   * the web app says so up front rather than offer a checkout that cannot work.
   */
  @ApiKeyScope('settings')
  @Get('current')
  async current(@Tenant() tenant: string): Promise<CurrentSubscription> {
    const view = await findSubscriptionView(this.db, tenant, this.clock.now());
    return { ...view, billing: { configured: this.billing.kind === 'stripe' }, now: this.clock.now().toISOString() };
  }

  @RequiresRole('owner')
  @Post('create-trial')
  @HttpCode(200)
  async createTrial(@Tenant() tenant: string, @RequestMetadata() metadata: EventMetadata): Promise<TrialStarted> {
    await this.projection.waitForAppend(await this.commands.execute(new StartTrialCommand(tenant, metadata)));
    const view = await findSubscriptionView(this.db, tenant, this.clock.now());
    return { success: true, ...view };
  }

  @RequiresRole('owner')
  @Post('create-checkout-session')
  @HttpCode(200)
  createCheckoutSession(
    @Tenant() tenant: string,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CheckoutSessionDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<BillingRedirect> {
    // Stripe sends the browser there after paying: only back into this app, never elsewhere.
    const successUrl = this.origins.requireAppUrl(body.successUrl, 'successUrl');
    const cancelUrl = this.origins.requireAppUrl(body.cancelUrl, 'cancelUrl');
    return this.commands.execute(new StartCheckoutCommand(tenant, user, successUrl, cancelUrl, metadata));
  }

  @RequiresRole('owner')
  @Post('create-portal-session')
  @HttpCode(200)
  createPortalSession(@Tenant() tenant: string, @Body() body: PortalSessionDto): Promise<BillingRedirect> {
    return this.commands.execute(
      new OpenPortalCommand(tenant, this.origins.requireAppUrl(body.returnUrl, 'returnUrl')),
    );
  }
}
