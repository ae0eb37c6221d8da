import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ProviderCapabilities } from '@outflow/api-contract';
import { PROVIDER_ACTIONS } from '@outflow/domain';
import type { LinkedInProvider } from '@outflow/linkedin';
import { LINKEDIN } from '../../infrastructure/tokens';
import { requireProvider } from '../linkedin-provider.access';
import { ApiKeyScope } from '../../api-keys/api-key-scope.decorator';

/**
 * What the LinkedIn provider can do, as sequence action kinds: the sequence builder offers only
 * these steps, and `POST /api/campaigns` refuses others. Gated like the other LinkedIn feature routes.
 */
@ApiTags('linkedin')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('linkedin/capabilities')
export class LinkedInCapabilitiesController {
  constructor(@Inject(LINKEDIN) private readonly provider: LinkedInProvider | null) {}

  @Get()
  capabilities(): ProviderCapabilities {
    const supported = requireProvider(this.provider).capabilities();
    return { success: true, actions: PROVIDER_ACTIONS.filter((action) => supported.has(action)) };
  }
}
