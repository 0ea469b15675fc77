/**
 * OpenAPI models of the shared contract types, so every service documents them alike; at run time
 * the values are the plain shared interfaces.
 */
import { ApiProperty } from '@nestjs/swagger';
import type { CreatedResult, ErrorEnvelope, LocalizedText } from '../index';

export class LocalizedTextDto implements LocalizedText {
  @ApiProperty({ example: 'Tripoli' })
  en!: string;

  @ApiProperty({ example: 'طرابلس' })
  ar!: string;
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
}

export class CreatedResultDto implements CreatedResult {
  @ApiProperty({ example: true, enum: [true] })
  success!: true;

  @ApiProperty({ example: '6f1c2a9e-4b7d-4c3e-9a51-2d8f0b7e6c14' })
  id!: string;
}
