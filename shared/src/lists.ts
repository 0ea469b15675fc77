/**
 * The admin lists' sortable fields and defaults, shared by the services (validation, queries) and the
 * web (table headers, requests). A list's `?sort=` takes `field:asc|desc` with a field from here.
 */
export const BRIEF_SORT_FIELDS = ['submittedAt', 'companyName', 'contactName', 'status'] as const;
export type BriefSortField = (typeof BRIEF_SORT_FIELDS)[number];
export const BRIEF_DEFAULT_SORT = 'submittedAt:desc' as const;

export const CONTACT_SORT_FIELDS = ['receivedAt', 'name', 'subject'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export const CONTACT_DEFAULT_SORT = 'receivedAt:desc' as const;

export const APPLICATION_SORT_FIELDS = ['submittedAt', 'name', 'position', 'status'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];
export const APPLICATION_DEFAULT_SORT = 'submittedAt:desc' as const;

export const POST_SORT_FIELDS = ['date', 'createdAt', 'updatedAt', 'slug'] as const;
export type PostSortField = (typeof POST_SORT_FIELDS)[number];
export const POST_DEFAULT_SORT = 'date:desc' as const;

export const JOB_SORT_FIELDS = ['createdAt', 'updatedAt', 'applications'] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];
export const JOB_DEFAULT_SORT = 'createdAt:desc' as const;
