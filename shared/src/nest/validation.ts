/**
 * The global ValidationPipe of every service: unknown fields are refused, payloads are transformed to
 * their DTO classes, and every failed constraint is reported in the envelope's `message` list.
 */
import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ERROR_CODES } from '../errors';
import { AppError } from './app-error';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => (parent ? `${path}: ${m}` : m));
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new AppError(400, ERROR_CODES.VALIDATION_FAILED, flatten(errors)),
  });
}
