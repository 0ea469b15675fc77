/**
 * `?page=&pageSize=&search=&status=&sort=field:asc|desc` of every admin list, validated like any other
 * input (unknown parameters stay a 400 through the global pipe). A list declares its own DTO from this
 * factory with the fields it sorts by, its default order and, where it has one, its statuses:
 *
 *   export class ListBriefsQueryDto extends listQueryDto({
 *     sortFields: ['submittedAt', 'companyName', 'status'], defaultSort: 'submittedAt:desc',
 *     statuses: BRIEF_STATUSES,
 *   }) {}
 *
 * `toListQuery()` turns it into the store's `ListQuery`.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  DEFAULT_PAGE_SIZE,
  type ListQuery,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  parseSort,
  type SortOrder,
} from '../list-query';

export interface ListQueryRules<F extends string, S extends string> {
  sortFields: readonly F[];
  /** `field:direction`, one of `sortFields`. */
  defaultSort: `${F}:${'asc' | 'desc'}`;
  statuses?: readonly S[];
}

export interface ListQueryDtoInstance<F extends string, S extends string> {
  page: number;
  pageSize: number;
  search?: string;
  status?: S;
  sort: string;
  toListQuery(): ListQuery<F, S>;
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export function listQueryDto<F extends string, S extends string = never>(rules: ListQueryRules<F, S>) {
  const sortPattern = new RegExp(`^(${rules.sortFields.join('|')}):(asc|desc)$`);
  const defaultSort = parseSort(rules.defaultSort, rules.sortFields) as SortOrder<F>;

  class ListQueryDto implements ListQueryDtoInstance<F, S> {
    @ApiPropertyOptional({ minimum: 1, default: 1, description: 'Page number, from 1' })
    @IsOptional()
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(1_000_000)
    page: number = 1;

    @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
    @IsOptional()
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(MAX_PAGE_SIZE)
    pageSize: number = DEFAULT_PAGE_SIZE;

    @ApiPropertyOptional({
      maxLength: MAX_SEARCH_LENGTH,
      description: "Case-insensitive text to look for in the list's text fields (Arabic included)",
    })
    @IsOptional()
    @Transform(trimmed)
    @IsString()
    @MaxLength(MAX_SEARCH_LENGTH)
    @Matches(/^[^\0]*$/u, { message: 'search must not contain a NUL character' })
    search?: string;

    @ApiPropertyOptional({ enum: rules.statuses ?? [], description: 'Only items with this status' })
    @IsOptional()
    @IsIn(rules.statuses ?? [], { message: `status must be one of: ${(rules.statuses ?? []).join(', ')}` })
    status?: S;

    @ApiPropertyOptional({
      default: rules.defaultSort,
      description: `field:asc or field:desc, field one of ${rules.sortFields.join(', ')}`,
    })
    @IsOptional()
    @IsString()
    @Matches(sortPattern, {
      message: `sort must be field:asc or field:desc with field one of: ${rules.sortFields.join(', ')}`,
    })
    sort: string = rules.defaultSort;

    toListQuery(): ListQuery<F, S> {
      return {
        page: this.page,
        pageSize: this.pageSize,
        ...(this.search ? { search: this.search } : {}),
        ...(this.status !== undefined ? { status: this.status } : {}),
        sort: parseSort(this.sort, rules.sortFields) ?? defaultSort,
      };
    }
  }
  return ListQueryDto;
}

/** The page envelope's OpenAPI model for a list of `itemType`. */
export function pageDto(itemType: new () => unknown, name: string) {
  class PageDto {
    @ApiPropertyOptional({ type: [itemType] })
    items!: unknown[];
    @ApiPropertyOptional({ description: 'How many items match in all' })
    total!: number;
    @ApiPropertyOptional()
    page!: number;
    @ApiPropertyOptional()
    pageSize!: number;
  }
  Object.defineProperty(PageDto, 'name', { value: name });
  return PageDto;
}
