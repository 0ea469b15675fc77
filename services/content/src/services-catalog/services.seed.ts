/**
 * The seven services of the company, in the order the site lists them (docs/product.md#services). One file
 * per service under seed/ keeps each piece of copy readable side by side in both languages.
 */
import type { Service } from '@madar/shared';
import { consulting } from './seed/consulting.seed';
import { itInfrastructure } from './seed/it-infrastructure.seed';
import { networking } from './seed/networking.seed';
import { securitySystems } from './seed/security-systems.seed';
import { softwareDevelopment } from './seed/software-development.seed';
import { support } from './seed/support.seed';
import { telecommunications } from './seed/telecommunications.seed';

export const SERVICES_SEED: readonly Service[] = [
  itInfrastructure,
  telecommunications,
  networking,
  securitySystems,
  softwareDevelopment,
  consulting,
  support,
];
