import 'reflect-metadata';
import { bootstrapService } from '@madar/shared/nest';
import { ConfigError } from '@madar/shared/node';
import { AppModule } from './app.module';
import { loadRecruitmentConfig, serviceOptions } from './config';

async function main(): Promise<void> {
  const config = loadRecruitmentConfig();
  await bootstrapService(AppModule.forRoot(config), { ...serviceOptions(config), port: config.port });
}

main().catch((error: unknown) => {
  // A bad environment is an operator's problem: print the list of problems, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
