/**
 * A job as the admin writes it: every text in both languages, one to twenty responsibilities and
 * requirements, and whether it is published. Dates, the id and the application count are the service's.
 */
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsObject,
  ValidateNested,
} from 'class-validator';
import {
  ItemLocalizedTextInput,
  LongLocalizedTextInput,
  ShortLocalizedTextInput,
} from '../../common/localized-text.input';

export const JOB_LIST_MAX = 20;

export class CreateJobDto {
  @ApiProperty({ type: ShortLocalizedTextInput })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ShortLocalizedTextInput)
  title!: ShortLocalizedTextInput;

  @ApiProperty({ type: ShortLocalizedTextInput })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ShortLocalizedTextInput)
  department!: ShortLocalizedTextInput;

  @ApiProperty({ type: ShortLocalizedTextInput })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ShortLocalizedTextInput)
  location!: ShortLocalizedTextInput;

  @ApiProperty({ type: ShortLocalizedTextInput, description: 'Full-time, Contract, ...' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => ShortLocalizedTextInput)
  type!: ShortLocalizedTextInput;

  @ApiProperty({ type: LongLocalizedTextInput })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => LongLocalizedTextInput)
  description!: LongLocalizedTextInput;

  @ApiProperty({ type: ItemLocalizedTextInput, isArray: true, minItems: 1, maxItems: JOB_LIST_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(JOB_LIST_MAX)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ItemLocalizedTextInput)
  responsibilities!: ItemLocalizedTextInput[];

  @ApiProperty({ type: ItemLocalizedTextInput, isArray: true, minItems: 1, maxItems: JOB_LIST_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(JOB_LIST_MAX)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ItemLocalizedTextInput)
  requirements!: ItemLocalizedTextInput[];

  @ApiProperty({ description: 'A draft (false) is listed only to an admin' })
  @IsBoolean()
  published!: boolean;
}
