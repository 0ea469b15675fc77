/**
 * PATCH /api/company: the whole profile, replacing the stored one (a key left out is cleared: the name,
 * a social network, the WhatsApp button). Also the OpenAPI model of GET /api/company's answer.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { COMPANY_HOURS_MAX, COMPANY_OFFICES_MAX, type CompanyProfileRequest } from '@madar/shared';
import { EmailField, NestedField, NestedListField, PhoneField } from '@madar/shared/nest';
import {
  CompanyAddressInput,
  CompanyNameInput,
  OfficeInput,
  OpeningHoursInput,
  SocialLinksInput,
  WhatsAppInput,
} from './company-profile.inputs';

export class UpdateCompanyProfileDto implements CompanyProfileRequest {
  @ApiPropertyOptional({
    type: () => CompanyNameInput,
    description: "The company's name as pages write it; left out, the site's own brand name",
  })
  @IsOptional()
  @NestedField(CompanyNameInput)
  name?: CompanyNameInput;

  @PhoneField()
  phone!: string;

  @EmailField({ example: 'info@company.ly' })
  email!: string;

  @EmailField({ example: 'careers@company.ly' })
  careersEmail!: string;

  @NestedField(CompanyAddressInput, { reportMissing: true })
  address!: CompanyAddressInput;

  @NestedListField(OpeningHoursInput, {
    maxItems: COMPANY_HOURS_MAX,
    description: 'Opening hours, one line each, in display order',
  })
  hours!: OpeningHoursInput[];

  @NestedListField(OfficeInput, {
    maxItems: COMPANY_OFFICES_MAX,
    description: 'The offices the contact page shows, in display order; ids distinct',
  })
  offices!: OfficeInput[];

  @NestedField(SocialLinksInput, {
    reportMissing: true,
    description: 'Profile URL per network (https); a network left out is not shown',
  })
  social!: SocialLinksInput;

  @ApiPropertyOptional({
    type: () => WhatsAppInput,
    description: 'The floating click-to-chat button; left out, none is shown',
  })
  @IsOptional()
  @NestedField(WhatsAppInput)
  whatsapp?: WhatsAppInput;
}
