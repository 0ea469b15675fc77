/** The injection token of auth's validated configuration (built by loadAuthConfig or by tests). */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
