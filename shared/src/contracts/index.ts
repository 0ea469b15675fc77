/**
 * Everything about each noun in one file: its closed value sets and their labels, its requests (the DTO
 * `implements` the type, the web sends it) and their limits (the DTO's decorators and the form's
 * attributes read them), its record and the summary lists show, its admin list's sort fields.
 */
export * from './text';
export * from './responses';
export * from './service';
export * from './project';
export * from './company';
export * from './company-profile';
export * from './dashboard';
export * from './brief';
export * from './contact';
export * from './newsletter';
export * from './spam';
export * from './application';
export * from './job';
export * from './post';
export * from './post-html';
export * from './staff';
export * from './account';
export * from './two-step';
export * from './post-html.examples';
export * from './audit';
export * from './mail';
export * from './follow-up';
export * from './personal-data';
export * from './privacy';
export * from './version';
