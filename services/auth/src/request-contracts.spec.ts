/**
 * The login DTO accepts exactly the shared request type (`@madar/shared`, contracts/), which the web
 * sends. `implements` makes the compiler refuse a DTO missing a field or typing one differently; this
 * assertion also refuses a field the request does not name, or an optional/required mismatch. It is
 * checked by `npm run typecheck`, the runtime part being a formality.
 */
import type {
  ChangePasswordRequest,
  CreateAccountRequest,
  LoginRequest,
  SetPasswordRequest,
  UpdateAccountRequest,
} from '@madar/shared';
import { expectTypeOf } from 'expect-type';
import type {
  ChangePasswordDto,
  CreateAccountDto,
  SetPasswordDto,
  UpdateAccountDto,
} from './accounts/dto/account-requests.dto';
import type { LoginDto } from './auth/dto/login.dto';

describe('the login DTO', () => {
  it('takes exactly the shared request type', () => {
    expectTypeOf<LoginDto>().toEqualTypeOf<LoginRequest>();
  });
});

describe('the account DTOs', () => {
  it('take exactly the shared request types', () => {
    expectTypeOf<CreateAccountDto>().toEqualTypeOf<CreateAccountRequest>();
    expectTypeOf<UpdateAccountDto>().toEqualTypeOf<UpdateAccountRequest>();
    expectTypeOf<ChangePasswordDto>().toEqualTypeOf<ChangePasswordRequest>();
    expectTypeOf<SetPasswordDto>().toEqualTypeOf<SetPasswordRequest>();
  });
});
