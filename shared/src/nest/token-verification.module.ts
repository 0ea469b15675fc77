/**
 * Registers TokenVerifier and AdminGuard for a service, globally, from its configuration.
 */
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { TOKEN_VERIFICATION_OPTIONS, TokenVerifier, type TokenVerificationOptions } from './token-verifier';

@Global()
@Module({})
export class TokenVerificationModule {
  static forRoot(options: TokenVerificationOptions): DynamicModule {
    return {
      module: TokenVerificationModule,
      providers: [{ provide: TOKEN_VERIFICATION_OPTIONS, useValue: options }, TokenVerifier, AdminGuard],
      exports: [TokenVerifier, AdminGuard],
    };
  }
}
