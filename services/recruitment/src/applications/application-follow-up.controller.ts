import {
  apiPath,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  ERROR_CODES,
  type JobApplication,
} from '@madar/shared';
import { createLeadFollowUpController } from '@madar/shared/follow-up';
import { notFound } from '@madar/shared/nest';
import { APPLICATIONS_PANEL_PATH } from './application-mails';
import { ApplicationLeads } from './application-leads';
import { ApplicationDto } from './dto/application.dto';

/**
 * GET /api/applications/:id, POST /api/applications/:id/notes, PATCH /api/applications/:id/assignee,
 * POST /api/applications/:id/replies and POST /api/applications/bulk, for recruiters.
 */
export const ApplicationFollowUpController = createLeadFollowUpController<JobApplication, ApplicationStatus>({
  path: apiPath('recruitment', 'applications'),
  tag: 'applications',
  area: 'careers',
  kind: 'application',
  store: ApplicationLeads,
  recordNotFound: () => notFound(ERROR_CODES.APPLICATION_NOT_FOUND, 'Application not found'),
  statuses: APPLICATION_STATUSES,
  record: ApplicationDto,
  sender: (application) => ({ email: application.email, name: application.name }),
  title: (application) => application.name,
  // The careers screen opens on its jobs; the assignee's link goes to its applications tab, as the
  // team's notice of a new application does.
  panelPath: `${APPLICATIONS_PANEL_PATH}?tab=applications`,
});
