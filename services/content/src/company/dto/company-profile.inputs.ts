/**
 * The parts of PATCH /api/company's body: the profile's bilingual texts, an office, the social links and
 * the WhatsApp contact. Every text trimmed plain text in both languages within the contract's limits;
 * every link https (a map or a profile page the site opens in a new tab: no http, no javascript:).
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isURL, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import {
  COMPANY_LINK_MAX,
  COMPANY_PROFILE_LIMITS,
  OFFICE_ID_PATTERN,
  OFFICE_LIMITS,
  WHATSAPP_GREETING_MAX,
  whatsAppNumber,
} from '@madar/shared';
import { EmailField, LocalizedTextInput, NestedField, PhoneField, trimmed } from '@madar/shared/nest';

/** An absolute https link of at most COMPANY_LINK_MAX characters: rule `isHttpsLink`. */
export const isHttpsLink = (value: unknown): boolean =>
  typeof value === 'string' &&
  value.length <= COMPANY_LINK_MAX &&
  isURL(value, { protocols: ['https'], require_protocol: true, require_tld: true });

const IsHttpsLink = (): PropertyDecorator =>
  ValidateBy({
    name: 'isHttpsLink',
    validator: {
      validate: isHttpsLink,
      defaultMessage: () => `$property must be an https URL of at most ${COMPANY_LINK_MAX} characters`,
    },
  });

/** An optional https link; left out (or sent empty) it is not shown. */
export const OptionalLinkField = (example: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: COMPANY_LINK_MAX, format: 'uri', example }),
    Transform(({ value }: { value: unknown }) => {
      const text = trimmed({ value });
      return text === '' ? undefined : text;
    }),
    IsOptional(),
    IsHttpsLink(),
  );

/** A required phone number (PHONE_PATTERN), trimmed. */
export class CompanyNameInput extends LocalizedTextInput(COMPANY_PROFILE_LIMITS.name, {
  trim: true,
  example: { en: 'Madar Technologies', ar: 'مدار للتقنية' },
}) {}
export class CompanyAddressInput extends LocalizedTextInput(COMPANY_PROFILE_LIMITS.address, {
  trim: true,
  example: { en: 'Omar Al-Mukhtar Street, Tripoli, Libya', ar: 'شارع عمر المختار، طرابلس، ليبيا' },
}) {}
export class OpeningHoursInput extends LocalizedTextInput(COMPANY_PROFILE_LIMITS.hours, {
  trim: true,
  example: { en: 'Sunday - Thursday: 8:00 AM - 5:00 PM', ar: 'الأحد - الخميس: 8:00 صباحًا - 5:00 مساءً' },
}) {}
export class OfficeCityInput extends LocalizedTextInput(OFFICE_LIMITS.city, { trim: true }) {}
export class OfficeNameInput extends LocalizedTextInput(OFFICE_LIMITS.name, { trim: true }) {}
export class OfficeRoleInput extends LocalizedTextInput(OFFICE_LIMITS.role, { trim: true }) {}
export class OfficeAddressInput extends LocalizedTextInput(OFFICE_LIMITS.address, { trim: true }) {}

export class OfficeInput {
  @ApiProperty({ pattern: OFFICE_ID_PATTERN.source, example: 'tripoli' })
  @IsString()
  @Matches(OFFICE_ID_PATTERN, { message: 'id must be lower-case letters, digits or hyphens' })
  id!: string;

  @NestedField(OfficeCityInput, { reportMissing: true })
  city!: OfficeCityInput;

  @NestedField(OfficeNameInput, { reportMissing: true })
  name!: OfficeNameInput;

  @NestedField(OfficeRoleInput, { reportMissing: true })
  role!: OfficeRoleInput;

  @NestedField(OfficeAddressInput, { reportMissing: true })
  address!: OfficeAddressInput;

  @PhoneField()
  phone!: string;

  @EmailField({ example: 'tripoli@company.ly' })
  email!: string;

  @OptionalLinkField('https://www.openstreetmap.org/?mlat=32.8925&mlon=13.1802')
  mapUrl?: string;
}

export class SocialLinksInput {
  @OptionalLinkField('https://www.facebook.com/your-company')
  facebook?: string;

  @OptionalLinkField('https://x.com/your-company')
  x?: string;

  @OptionalLinkField('https://www.linkedin.com/company/your-company')
  linkedin?: string;

  @OptionalLinkField('https://www.instagram.com/your-company')
  instagram?: string;
}

export class WhatsAppGreetingInput extends LocalizedTextInput(WHATSAPP_GREETING_MAX, { trim: true }) {}

export class WhatsAppInput {
  @ApiProperty({
    example: '218912345678',
    description: 'International form, country code first; a "+", spaces and hyphens are dropped',
  })
  // Stored as wa.me wants it; what is not an international number stays as sent, and fails below.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (whatsAppNumber(value) ?? value) : value,
  )
  @IsString()
  @ValidateBy({
    name: 'isWhatsAppNumber',
    validator: {
      validate: (value) => typeof value === 'string' && whatsAppNumber(value) === value,
      defaultMessage: () =>
        'number must be an international number, country code first, such as 218912345678',
    },
  })
  number!: string;

  @ApiPropertyOptional({ type: () => WhatsAppGreetingInput })
  @IsOptional()
  @NestedField(WhatsAppGreetingInput)
  greeting?: WhatsAppGreetingInput;
}
