import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  checkPastedLeads,
  DomainError,
  type DuplicateLead,
  type LeadListCheck,
  type RefusedLead,
} from '@outflow/domain';
import { Tenant } from '../../workspaces/tenant.decorator';
import { CsvImports } from './csv-imports';
import { ParseListDto } from './dto/parse-list.dto';
import { ApiKeyScope } from '../../api-keys/api-key-scope.decorator';

/** The leads a list gives (`profileUrls`), and what the wizard shows beside them: the repeats left out and the lines refused. */
export interface ProfileUrlList {
  readonly profileUrls: string[];
  readonly count: number;
  readonly duplicates: DuplicateLead[];
  readonly refused: RefusedLead[];
}

const NO_URLS_MESSAGE = 'Please add at least one LinkedIn profile URL';

function list(check: LeadListCheck): ProfileUrlList {
  const profileUrls = check.kept.map((lead) => lead.profileUrl);
  return { profileUrls, count: profileUrls.length, duplicates: check.duplicates, refused: check.refused };
}

/** A CSV as a text body (text/csv, text/plain), or JSON `{csv}`. */
function csvText(body: unknown): string {
  if (typeof body === 'string') return body;
  const csv = (body as { csv?: unknown } | undefined)?.csv;
  if (typeof csv === 'string') return csv;
  throw new BadRequestException({
    statusCode: 400,
    errorCode: 'VALIDATION_FAILED',
    field: 'csv',
    message: 'csv must be the CSV file as text',
  });
}

/**
 * The lead step's list sources (spec 02 §5), sorted out by the same domain rules the web app uses
 * (kept, duplicate, refused with the reason), so a list is the same whichever side reads it.
 * Feature routes, behind the access gate.
 */
@ApiTags('leads')
@ApiBearerAuth()
@ApiKeyScope('leads', 'read')
@Controller('leads')
export class LeadListsController {
  constructor(private readonly imports: CsvImports) {}

  @Post('parse-csv')
  @HttpCode(200)
  @ApiConsumes('text/csv', 'application/json')
  @ApiBody({ schema: { oneOf: [{ type: 'string' }, { type: 'object', properties: { csv: { type: 'string' } } }] } })
  async parseCsv(@Tenant() tenant: string, @Body() body: unknown): Promise<ProfileUrlList> {
    try {
      const check = await this.imports.read(tenant, csvText(body));
      if (check.kept.length === 0) throw new DomainError('No LinkedIn URLs found in the CSV file', 'NO_PROFILE_URLS');
      return list(check);
    } catch (error) {
      // 'No LinkedIn URLs found in the CSV file' / 'Error processing CSV file' / too many rows: the file is the problem.
      if (error instanceof DomainError)
        throw new BadRequestException({ statusCode: 400, errorCode: error.code, field: 'csv', message: error.message });
      throw error;
    }
  }

  @Post('parse-list')
  @HttpCode(200)
  parseList(@Body() body: ParseListDto): ProfileUrlList {
    const check = checkPastedLeads(body.text);
    if (check.kept.length === 0)
      throw new BadRequestException({
        statusCode: 400,
        errorCode: 'NO_PROFILE_URLS',
        field: 'text',
        message: NO_URLS_MESSAGE,
        refused: check.refused,
      });
    return list(check);
  }
}
