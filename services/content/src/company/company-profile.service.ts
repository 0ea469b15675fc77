/**
 * The company profile's rules: read it, and replace it whole with its audit entry; the public answers
 * kept so far (the catalogue's, which GET /api/company shares) are forgotten, so the next read shows it.
 */
import { Injectable } from '@nestjs/common';
import type { CompanyProfile } from '@madar/shared';
import { type AuditSource, auditStamp, badRequest, Clock } from '@madar/shared/nest';
import { plainItem } from '../catalogue/catalogue-edits';
import { CatalogueBodies } from '../common/json-body';
import { CompanyProfileStore } from './company-profile.store';
import type { UpdateCompanyProfileDto } from './dto/update-company-profile.dto';

@Injectable()
export class CompanyProfileService {
  constructor(
    private readonly store: CompanyProfileStore,
    private readonly clock: Clock,
    private readonly bodies: CatalogueBodies,
  ) {}

  get(): Promise<CompanyProfile> {
    return this.store.get();
  }

  /** Stores `dto` as the profile; a 400 VALIDATION.FAILED when two offices share an id (nothing stored). */
  async replace(dto: UpdateCompanyProfileDto, by: AuditSource): Promise<CompanyProfile> {
    const ids = dto.offices.map((office) => office.id);
    const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
    if (repeated !== undefined) {
      throw badRequest(`offices need distinct ids: "${repeated}" is given twice`, [
        { field: 'offices', rule: 'distinctIds' },
      ]);
    }
    try {
      return await this.store.replace(plainItem<CompanyProfile>(dto), auditStamp(by, this.clock));
    } finally {
      // Stored or refused, the kept answers are forgotten: a refusal after the write began (the
      // database lost mid-commit) may still have changed the profile.
      this.bodies.clear();
    }
  }
}
