/**
 * Combines property decorators in the order they would be written above a property, top first. They
 * run bottom-up, as written ones do, so the validators register (and report failures) in the same
 * order as in a hand-written DTO. Internal to the shared decorators; not exported from the index.
 */
import { applyDecorators } from '@nestjs/common';

export function stackDecorators(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}
