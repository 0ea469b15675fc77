/** Answers every service shares: what a public form's 201 says, and what /health says. */
export interface CreatedResult {
  success: true;
  id: string;
}

export interface HealthStatus {
  status: 'ok';
  service: string;
}
