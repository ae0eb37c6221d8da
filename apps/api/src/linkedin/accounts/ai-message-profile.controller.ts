import { Controller, Get, NotFoundException, Query, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AiMessageProfile } from '@outflow/api-contract';
import type { EventMetadata } from '@outflow/domain';
import { NotFoundError } from '@outflow/linkedin';
import { RequestMetadata } from '../../common/authenticated-user';
import { Tenant } from '../../workspaces/tenant.decorator';
import { LinkedInAccountSession } from '../disconnection/linkedin-account-session';
import { LinkedInErrorFilter } from '../linkedin-error.filter';
import { AiMessageProfileQuery } from './dto/ai-message-profile.query';
import { ApiKeyScope } from '../../api-keys/api-key-scope.decorator';

/**
 * The profile the AI message generator writes for (spec 01 §2 /prompt, spec 02 §7). A feature
 * route, behind the access gate; fetching counts as a profile view and the member is told of it,
 * unless `notify=false` (the action editor's preview of a message for one of the campaign's leads).
 */
@ApiTags('linkedin-accounts')
@ApiBearerAuth()
@UseFilters(LinkedInErrorFilter)
@ApiKeyScope('leads')
@Controller('linkedin-accounts')
export class AiMessageProfileController {
  constructor(private readonly session: LinkedInAccountSession) {}

  @Get('ai-message-profile')
  async profile(
    @Tenant() tenant: string,
    @Query() query: AiMessageProfileQuery,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<AiMessageProfile> {
    const profile = await this.session.run(tenant, metadata, async (provider, accountId) => {
      try {
        return await provider.getProfile(accountId, {
          publicIdOrUrl: query.url,
          notify: query.notify !== 'false',
          sections: '*',
        });
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        throw new NotFoundException({
          statusCode: 404,
          success: false,
          errorCode: 'PROFILE_NOT_FOUND',
          field: 'url',
          message: 'LinkedIn profile not found',
        });
      }
    });
    return { success: true, profile: { ...profile }, message: 'Profile fetched successfully' };
  }
}
