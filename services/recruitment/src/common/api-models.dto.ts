/** OpenAPI models of the shared contract types; the runtime values are the shared interfaces. */
import { ApiProperty } from '@nestjs/swagger';
import type { ErrorEnvelope, LocalizedText } from '@madar/shared';

export class LocalizedTextDto implements LocalizedText {
  @ApiProperty({ example: 'Tripoli' })
  en!: string;

  @ApiProperty({ example: 'طرابلس' })
  ar!: string;
}

export class ErrorEnvelopeDto implements ErrorEnvelope {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ example: 'JOB.NOT_FOUND', description: 'Stable code the web translates' })
  code!: string;

  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  message!: string | string[];

  @ApiProperty({ example: 'Not Found' })
  error!: string;
}
