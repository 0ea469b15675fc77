import 'reflect-metadata';
import { bootstrapService } from '@madar/shared/nest';
import { ConfigError } from '@madar/shared/node';
import { AppModule } from './app.module';
import { loadContentConfig, serviceOptions } from './config';

async function main(): Promise<void> {
  const config = loadContentConfig();
  await bootstrapService(AppModule.forRoot(config), { ...serviceOptions(config), port: config.PORT });
}

main().catch((error: unknown) => {
  // A bad environment is an operator's problem: print the list of problems, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
