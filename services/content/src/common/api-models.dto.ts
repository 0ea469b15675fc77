/** OpenAPI models of the shared contract types; the runtime values are the shared interfaces. */
import { ApiProperty } from '@nestjs/swagger';
import type { ErrorEnvelope, LocalizedText } from '@madar/shared';

export class LocalizedTextDto implements LocalizedText {
  @ApiProperty({ example: 'Networking' })
  en!: string;

  @ApiProperty({ example: 'الشبكات' })
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
