/**
 * The sign-in's second step, throttled like the password (same waits and settings) but counted under
 * its own keys: per address and per account id. A wrong one-time code keeps its count; a right one
 * clears the address. Someone who has the password still gets only a few guesses at six digits.
 */
import { Injectable } from '@nestjs/common';
import { ERROR_CODES } from '@madar/shared';
import { AppError } from '@madar/shared/nest';
import { addressKey, LoginThrottle } from './login-throttle';

@Injectable()
export class TwoStepThrottle extends LoginThrottle {
  protected override keys(address: string, accountId: string): [string, string] {
    return [`two-step:${addressKey(address)}`, `two-step:account:${accountId}`];
  }

  protected override isWrongGuess(err: unknown): boolean {
    return err instanceof AppError && err.code === ERROR_CODES.TWO_STEP_INVALID_CODE;
  }
}
