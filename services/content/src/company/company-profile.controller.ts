import { Body, Controller, Get, Patch } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { apiPath, type CompanyProfile } from '@madar/shared';
import { AuditedBy, type AuditSource, ErrorEnvelopeDto, PUBLIC_CACHE, StaffOnly } from '@madar/shared/nest';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { CompanyProfileService } from './company-profile.service';
import { UpdateCompanyProfileDto } from './dto/update-company-profile.dto';

@ApiTags('company')
@Controller(apiPath('content', 'company'))
export class CompanyProfileController {
  constructor(private readonly profile: CompanyProfileService) {}

  @Get()
  @ApiOperation({
    summary: "The company's name, contacts, offices, opening hours and social links, in both languages",
  })
  @ApiOkResponse({ type: UpdateCompanyProfileDto })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: () => 'company' })
  get(): Promise<CompanyProfile> {
    return this.profile.get();
  }

  @Patch()
  // The site's content area: editors and owners (401 without a token, 403 for the other roles).
  @StaffOnly('blog')
  @ApiOperation({
    summary:
      'Replace the company profile whole: every text in both languages, links https. The public read ' +
      'shows it at once',
  })
  @ApiOkResponse({ type: UpdateCompanyProfileDto, description: 'The profile as stored' })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'VALIDATION.FAILED (with details per field) or REQUEST.MALFORMED_JSON; nothing stored',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description: 'STORAGE.UNAVAILABLE: the database cannot be reached; nothing was stored',
  })
  replace(@Body() dto: UpdateCompanyProfileDto, @AuditedBy() by: AuditSource): Promise<CompanyProfile> {
    return this.profile.replace(dto, by);
  }
}
