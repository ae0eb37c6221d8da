import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { DomainError, parseCsvProfileUrls, parsePastedProfileUrls } from '@outflow/domain';
import { ParseListDto } from './dto/parse-list.dto';

export interface ProfileUrlList {
  readonly profileUrls: string[];
  readonly count: number;
}

const NO_URLS_MESSAGE = 'Please add at least one LinkedIn profile URL';

function list(profileUrls: string[]): ProfileUrlList {
  return { profileUrls, count: profileUrls.length };
}

/** A CSV as a text body (text/csv, text/plain), or JSON `{csv}`. */
function csvText(body: unknown): string {
  if (typeof body === 'string') return body;
  const csv = (body as { csv?: unknown } | undefined)?.csv;
  if (typeof csv === 'string') return csv;
  throw new BadRequestException({ statusCode: 400, errorCode: 'VALIDATION_FAILED', field: 'csv', message: 'csv must be the CSV file as text' });
}

/**
 * The lead step's list sources (spec 02 §5), parsed by the same domain rules the web app uses, so a
 * list is the same whichever side reads it. Feature routes, behind the access gate.
 */
@ApiTags('leads')
@ApiBearerAuth()
@Controller('leads')
export class LeadListsController {
  @Post('parse-csv')
  @HttpCode(200)
  @ApiConsumes('text/csv', 'application/json')
  @ApiBody({ schema: { oneOf: [{ type: 'string' }, { type: 'object', properties: { csv: { type: 'string' } } }] } })
  parseCsv(@Body() body: unknown): ProfileUrlList {
    try {
      return list(parseCsvProfileUrls(csvText(body)));
    } catch (error) {
      // 'No LinkedIn URLs found in the CSV file' / 'Error processing CSV file': the file is the problem.
      if (error instanceof DomainError) throw new BadRequestException({ statusCode: 400, errorCode: error.code, field: 'csv', message: error.message });
      throw error;
    }
  }

  @Post('parse-list')
  @HttpCode(200)
  parseList(@Body() body: ParseListDto): ProfileUrlList {
    const profileUrls = parsePastedProfileUrls(body.text);
    if (profileUrls.length === 0) throw new BadRequestException({ statusCode: 400, errorCode: 'NO_PROFILE_URLS', field: 'text', message: NO_URLS_MESSAGE });
    return list(profileUrls);
  }
}
