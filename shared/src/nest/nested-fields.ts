/**
 * Fields holding objects that a class of their own validates (a bilingual text, a list item): the
 * OpenAPI model, the object check and the nested validation, declared together so none is forgotten.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsObject,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { stackDecorators } from './decorator-stack';

/** The class a nested value is validated as. */
export type InputClass = new (...args: never[]) => object;

export interface NestedFieldOptions {
  /** Shown in the OpenAPI document. */
  description?: string;
  /** A missing value also fails rule `isDefined` (besides `isObject`), as the job DTO has always said. */
  reportMissing?: boolean;
}

export interface NestedListFieldOptions {
  minItems?: number;
  maxItems: number;
  description?: string;
  /** May be left out (not validated then), but not sent as null: null is a wrong type, not "no value". */
  optional?: boolean;
}

/** A required object, validated by `type`. */
export function NestedField(type: InputClass, options: NestedFieldOptions = {}): PropertyDecorator {
  const { description, reportMissing = false } = options;
  return stackDecorators(
    ApiProperty({ type: () => type, ...(description !== undefined && { description }) }),
    ...(reportMissing ? [IsDefined()] : []),
    IsObject(),
    ValidateNested(),
    Type(() => type),
  );
}

/** A list of `minItems` (if given) to `maxItems` objects, each validated by `type`. */
export function NestedListField(type: InputClass, options: NestedListFieldOptions): PropertyDecorator {
  const { minItems, maxItems, description, optional = false } = options;
  const apiOptions = {
    type: () => type,
    isArray: true,
    ...(minItems !== undefined && { minItems }),
    maxItems,
    ...(description !== undefined && { description }),
  };
  return stackDecorators(
    optional ? ApiPropertyOptional(apiOptions) : ApiProperty(apiOptions),
    ...(optional ? [ValidateIf((_object: object, value: unknown) => value !== undefined)] : []),
    IsArray(),
    ...(minItems !== undefined ? [ArrayMinSize(minItems)] : []),
    ArrayMaxSize(maxItems),
    IsObject({ each: true }),
    ValidateNested({ each: true }),
    Type(() => type),
  );
}
