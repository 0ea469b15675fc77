import { ApiProperty } from '@nestjs/swagger';
import type { TimelineEntry } from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

/** OpenAPI model of a milestone as GET /api/timeline returns it. */
export class TimelineEntryDto implements TimelineEntry {
  @ApiProperty({ example: 2015 })
  year!: number;

  @ApiProperty({ type: LocalizedTextDto, example: { en: 'Benghazi office opens', ar: 'افتتاح مكتب بنغازي' } })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  description!: LocalizedTextDto;
}
