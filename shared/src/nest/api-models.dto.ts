/**
 * OpenAPI models of the shared contract types, so every service documents them alike; at run time
 * the values are the plain shared interfaces.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGE_CODES,
  type CreatedResult,
  type ErrorEnvelope,
  type LocalizedText,
  type ValidationDetail,
  type ValidationParam,
} from '../index';

const CITY: LocalizedText = { en: 'Tripoli', ar: 'طرابلس' };

/** One documented string property per language of the table, in table order. */
function documentedLocalizedText(example: LocalizedText): new () => LocalizedText {
  class Documented {}
  for (const code of LANGUAGE_CODES) {
    Reflect.defineMetadata('design:type', String, Documented.prototype, code);
    ApiProperty({ example: example[code] })(Documented.prototype, code);
  }
  return Documented as new () => LocalizedText;
}

export class LocalizedTextDto extends documentedLocalizedText(CITY) {}

export class ValidationDetailDto implements ValidationDetail {
  @ApiProperty({
    example: 'title.ar',
    description: 'Property path of the field: `email`, `title.ar`, `items.0.en`',
  })
  field!: string;

  @ApiProperty({
    example: 'maxLength',
    description:
      "Stable rule name: class-validator's constraint key (isNotEmpty, isEmail, maxLength, isIn, …), " +
      '`unknownField` for a field the endpoint does not take, or a service rule (isNotBlank, isPhone, …)',
  })
  rule!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: {
      oneOf: [
        { type: 'string' },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
      ],
    },
    example: { max: 200 },
    description: "The rule's figures: `{ max }`, `{ min }`, `{ values }` (accepted values)",
  })
  params?: Record<string, ValidationParam>;
}

export class ErrorEnvelopeDto implements ErrorEnvelope {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ example: 'SERVICE.NOT_FOUND', description: 'Stable code the web translates' })
  code!: string;

  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  message!: string | string[];

  @ApiProperty({ example: 'Not Found' })
  error!: string;

  @ApiPropertyOptional({
    type: () => [ValidationDetailDto],
    description: 'VALIDATION.FAILED: one entry per failed rule, for screens to translate; absent otherwise',
  })
  details?: ValidationDetailDto[];
}

export class CreatedResultDto implements CreatedResult {
  @ApiProperty({ example: true, enum: [true] })
  success!: true;

  @ApiProperty({ example: '6f1c2a9e-4b7d-4c3e-9a51-2d8f0b7e6c14' })
  id!: string;
}
