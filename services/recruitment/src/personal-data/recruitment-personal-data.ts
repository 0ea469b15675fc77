/**
 * What recruitment keeps about a person, by address: the applications they sent, each with its resume
 * (with, through the shared kit, the notes on them, their mails and their audit entries). The export
 * carries each resume's bytes as base64 beside its name, type and size: the person's copy is one file
 * that stays whole after an erasure, where a download link would need a staff session and would stop
 * answering once the resume is gone. Erasing deletes each application as the panel's delete does, its
 * resume with it.
 */
import { Injectable } from '@nestjs/common';
import { findInList, PersonalDataKinds, type PersonalDataKind } from '@madar/shared/personal-data';
import { ApplicationsStore } from '../applications/applications.store';
import { ResumeStore } from '../resumes/resumes.store';

@Injectable()
export class RecruitmentPersonalData extends PersonalDataKinds {
  constructor(
    private readonly applications: ApplicationsStore,
    private readonly resumes: ResumeStore,
  ) {
    super();
  }

  kinds(): readonly PersonalDataKind[] {
    return [
      {
        name: 'applications',
        type: 'application',
        find: async (email) => {
          const found = await findInList(
            (query) => this.applications.list(query),
            { field: 'submittedAt', direction: 'asc' },
            email,
            (application) => application.email,
          );
          return Promise.all(
            found.map(async (application) => {
              const resume = await this.resumes.get(application.id);
              return {
                id: application.id,
                record: {
                  ...application,
                  resume: resume && {
                    name: resume.downloadName,
                    contentType: resume.contentType,
                    size: resume.size,
                    base64: resume.content.toString('base64'),
                  },
                },
              };
            }),
          );
        },
        erase: async (ids) => {
          const erased = { applications: 0, resumes: 0 };
          for (const id of ids) {
            const hadResume = (await this.resumes.get(id)) !== undefined;
            if (!(await this.applications.delete(id))) continue;
            erased.applications += 1;
            if (hadResume) erased.resumes += 1;
          }
          return erased;
        },
      },
    ];
  }
}
