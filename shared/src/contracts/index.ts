/**
 * The requests the services accept, one file per aggregate: each request's type (the DTO `implements`
 * it, the web sends it) and its limits (the DTO's decorators and the form's attributes read them).
 */
export * from './text';
export * from './brief';
export * from './contact';
export * from './newsletter';
export * from './application';
export * from './job';
export * from './post';
export * from './post-html';
export * from './login';
export * from './post-html.examples';
