/** The demo admin the system is started with, and the sign-in limit the tests prove (5/min). */
export const ADMIN = { email: 'admin@madar.ly', password: 'integration-demo-password' };
export const LOGIN_RATE_LIMIT = 5;
