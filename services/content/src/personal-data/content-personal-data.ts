/**
 * What content keeps about a person, by address: no record of its own holds an address (a post names
 * its author by name in each language, never by email, and the catalogue's contact details are the
 * company's), so the export's `records` is empty. What content does keep is its audit log, whose entries
 * name the staff member who changed a post: the export lists them, and an erasure replaces that
 * address (and the client address it acted from) with the erased marker, keeping the posts as they are.
 */
import { Injectable } from '@nestjs/common';
import { PersonalDataKinds, type PersonalDataKind } from '@madar/shared/personal-data';

@Injectable()
export class ContentPersonalData extends PersonalDataKinds {
  kinds(): readonly PersonalDataKind[] {
    return [];
  }
}
