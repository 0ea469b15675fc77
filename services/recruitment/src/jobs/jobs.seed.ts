/**
 * The openings the service starts with: five published jobs in Tripoli and Benghazi and one draft, so
 * the admin-only listing has something to show. One file per job under seed/.
 */
import type { JobRecord } from './jobs.store';
import { fullStackDeveloper } from './seed/full-stack-developer.seed';
import { itSupportSpecialist } from './seed/it-support-specialist.seed';
import { nocTechnician } from './seed/noc-technician.seed';
import { securitySystemsTechnician } from './seed/security-systems-technician.seed';
import { seniorNetworkEngineer } from './seed/senior-network-engineer.seed';
import { vsatFieldEngineer } from './seed/vsat-field-engineer.seed';

export const JOBS_SEED: readonly JobRecord[] = [
  seniorNetworkEngineer,
  fullStackDeveloper,
  nocTechnician,
  itSupportSpecialist,
  securitySystemsTechnician,
  vsatFieldEngineer,
];
