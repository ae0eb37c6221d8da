import { Controller, Get, NotFoundException, Query, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AiMessageProfile } from '@outflow/api-contract';
import type { EventMetadata } from '@outflow/domain';
import { NotFoundError } from '@outflow/linkedin';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../../common/authenticated-user';
import { LinkedInAccountSession } from '../disconnection/linkedin-account-session';
import { LinkedInErrorFilter } from '../linkedin-error.filter';
import { AiMessageProfileQuery } from './dto/ai-message-profile.query';

/**
 * The profile the AI message generator writes for (spec 01 §2 /prompt, spec 02 §7). A feature
 * route, behind the access gate; fetching counts as a profile view and the member is told of it.
 */
@ApiTags('linkedin-accounts')
@ApiBearerAuth()
@UseFilters(LinkedInErrorFilter)
@Controller('linkedin-accounts')
export class AiMessageProfileController {
  constructor(private readonly session: LinkedInAccountSession) {}

  @Get('ai-message-profile')
  async profile(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AiMessageProfileQuery,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<AiMessageProfile> {
    const profile = await this.session.run(user.id, metadata, async (provider, accountId) => {
      try {
        return await provider.getProfile(accountId, { publicIdOrUrl: query.url, notify: true, sections: '*' });
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        throw new NotFoundException({ statusCode: 404, success: false, errorCode: 'PROFILE_NOT_FOUND', field: 'url', message: 'LinkedIn profile not found' });
      }
    });
    return { success: true, profile: { ...profile }, message: 'Profile fetched successfully' };
  }
}
