/**
 * `make screenshots`: the screenshot spec alone (playwright.config.ts leaves it out of `make test`),
 * with reduced motion so counters and fades are at their end state in every shot.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testMatch: /screenshots\.spec\.ts$/,
  testIgnore: [],
  outputDir: './.artifacts/screenshots',
  use: { ...base.use, reducedMotion: 'reduce' },
});
