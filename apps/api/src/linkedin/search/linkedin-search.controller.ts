import { BadRequestException, Body, Controller, HttpCode, Post, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { SearchCount, SearchProfile, SearchProfiles } from '@outflow/api-contract';
import { normalizeProfileUrl, SEARCH_PAGE_LIMIT, type EventMetadata } from '@outflow/domain';
import { ProviderRequestError } from '@outflow/linkedin';
import { RequestMetadata } from '../../common/authenticated-user';
import { Tenant } from '../../workspaces/tenant.decorator';
import { LinkedInAccountSession } from '../disconnection/linkedin-account-session';
import { LinkedInErrorFilter } from '../linkedin-error.filter';
import { SEARCH_URL_MESSAGE } from './dto/is-linkedin-search-url';
import { SearchCountDto } from './dto/search-count.dto';
import { SearchProfilesDto } from './dto/search-profiles.dto';
import { ApiKeyScope } from '../../api-keys/api-key-scope.decorator';

/** LinkedIn refused the search itself (not a people search it understands): the URL is the problem. */
async function asSearchUrlError<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status === 400) {
      throw new BadRequestException({
        statusCode: 400,
        errorCode: 'INVALID_SEARCH_URL',
        field: 'searchUrl',
        message: `${SEARCH_URL_MESSAGE}: ${error.message}`,
      });
    }
    throw error;
  }
}

/** The lead step's search source (spec 02 §5, §7): how many a search finds, then their profile URLs. */
@ApiTags('linkedin')
@ApiBearerAuth()
@UseFilters(LinkedInErrorFilter)
@ApiKeyScope('leads', 'read')
@Controller('linkedin/search')
export class LinkedInSearchController {
  constructor(private readonly session: LinkedInAccountSession) {}

  @Post('count')
  @HttpCode(200)
  async count(
    @Tenant() tenant: string,
    @Body() body: SearchCountDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<SearchCount> {
    const count = await this.session.run(tenant, metadata, (provider, accountId) =>
      asSearchUrlError(() => provider.searchCount(accountId, body.searchUrl)),
    );
    return { success: true, count };
  }

  /** `profileUrls` as spec 02 §7 reads it; `profiles` the same people with what the search says of them (name, headline). */
  @Post('profiles')
  @HttpCode(200)
  async profiles(
    @Tenant() tenant: string,
    @Body() body: SearchProfilesDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<SearchProfiles> {
    const people = await this.session.run(tenant, metadata, (provider, accountId) =>
      asSearchUrlError(() =>
        provider.searchPeople(accountId, body.searchUrl, {
          max: body.maxProfiles,
          pageSize: body.limit ?? SEARCH_PAGE_LIMIT,
        }),
      ),
    );
    const profiles = new Map<string, SearchProfile>();
    for (const person of people) {
      const profileUrl = normalizeProfileUrl(person.profileUrl);
      if (!profiles.has(profileUrl))
        profiles.set(profileUrl, { profileUrl, name: person.name, headline: person.headline });
    }
    return { success: true, profileUrls: [...profiles.keys()], profiles: [...profiles.values()], count: profiles.size };
  }
}
