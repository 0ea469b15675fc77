/**
 * The company's reference projects (docs/product.md#projects): at least one in each of the six categories,
 * two where related-project lists need a neighbour. One file per project under seed/ keeps both languages
 * of each case study side by side. The API sorts by date; the order here does not matter.
 */
import type { Project } from '@madar/shared';
import { alManaraBankBranchSecurity } from './seed/al-manara-bank-branch-security.seed';
import { alNajmaInsuranceItStrategy } from './seed/al-najma-insurance-it-strategy.seed';
import { alShifaClinicBookingPlatform } from './seed/al-shifa-clinic-booking-platform.seed';
import { benghaziUniversityHospitalNetwork } from './seed/benghazi-university-hospital-network.seed';
import { nujoomTelecomRuralVsat } from './seed/nujoom-telecom-rural-vsat.seed';
import { qurinaCollegeUnifiedCommunications } from './seed/qurina-college-unified-communications.seed';
import { saharaPetroleumHybridCloud } from './seed/sahara-petroleum-hybrid-cloud.seed';
import { sirteOilTerminalPerimeterSecurity } from './seed/sirte-oil-terminal-perimeter-security.seed';
import { tripoliMunicipalDataCentre } from './seed/tripoli-municipal-data-centre.seed';
import { westernPortsContainerYardWireless } from './seed/western-ports-container-yard-wireless.seed';

export const PROJECTS_SEED: readonly Project[] = [
  benghaziUniversityHospitalNetwork,
  tripoliMunicipalDataCentre,
  nujoomTelecomRuralVsat,
  saharaPetroleumHybridCloud,
  westernPortsContainerYardWireless,
  qurinaCollegeUnifiedCommunications,
  alManaraBankBranchSecurity,
  sirteOilTerminalPerimeterSecurity,
  alShifaClinicBookingPlatform,
  alNajmaInsuranceItStrategy,
];
