/**
 * PATCH /api/statistics/{id}: the whole figure but its id: a whole number, its label in both languages
 * (read after the number: "200+ projects delivered") and a Font Awesome icon name.
 */
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { SLUG_PATTERN, STATISTIC_LIMITS, STATISTIC_VALUE_MAX, type StatisticRequest } from '@madar/shared';
import { LocalizedTextInput, MatchesRule, NestedField } from '@madar/shared/nest';

export class StatisticLabelInput extends LocalizedTextInput(STATISTIC_LIMITS.label, {
  trim: true,
  example: { en: 'Projects delivered', ar: 'مشروع منجز' },
}) {}

export class UpdateStatisticDto implements StatisticRequest {
  @ApiProperty({ minimum: 0, maximum: STATISTIC_VALUE_MAX, example: 200 })
  @IsInt()
  @Min(0)
  @Max(STATISTIC_VALUE_MAX)
  value!: number;

  @NestedField(StatisticLabelInput, { reportMissing: true })
  label!: StatisticLabelInput;

  @ApiProperty({ maxLength: STATISTIC_LIMITS.icon, pattern: SLUG_PATTERN.source, example: 'project-diagram' })
  @IsString()
  @MaxLength(STATISTIC_LIMITS.icon)
  @MatchesRule('isIconName', SLUG_PATTERN, {
    message: 'icon must be lowercase letters and digits separated by single hyphens',
  })
  icon!: string;
}
