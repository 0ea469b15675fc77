/**
 * Who may be given a lead: auth's staff directory (`GET /api/auth/staff`, the active accounts), asked
 * over HTTP with the caller's own token, so a service sees no more of the accounts than its caller may.
 * Services otherwise never call each other; this is the one other exception besides the sign-out list
 * in memory mode, because only auth knows who is active. Answers are kept a few seconds per token:
 * an assignment and the list after it cost one call, and a disabled account drops out soon after.
 */
import type { StaffMember } from '../contracts/account';
import { STAFF_ROLES } from '../contracts/staff';
import { requestIdHeaders } from '../metrics/request-context';
import { authUnavailable } from '../nest/revocations';

/** How long one token's answer is reused. */
export const STAFF_DIRECTORY_CACHE_MS = 5_000;
/** How long a service waits for auth before it gives up (503 for an assignment, the stored answer for a read). */
export const STAFF_DIRECTORY_TIMEOUT_MS = 5_000;
/** Cap on the tokens whose answers are remembered (a few staff, a few tokens each). */
const MAX_REMEMBERED = 1_000;

export abstract class StaffDirectory {
  /** The active staff accounts; throws a 503 AUTH.UNAVAILABLE when auth cannot answer. */
  abstract activeStaff(token: string): Promise<StaffMember[]>;
}

/** Auth's staff route next to its JWKS: `…/api/auth/jwks` → `…/api/auth/staff`. */
export const staffDirectoryUrlFor = (jwksUrl: string): string => new URL('staff', jwksUrl).toString();

const isStaffMember = (value: unknown): value is StaffMember => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    (STAFF_ROLES as readonly unknown[]).includes(v.role)
  );
};

export class HttpStaffDirectory extends StaffDirectory {
  private readonly answers = new Map<string, { until: number; staff: StaffMember[] }>();
  private readonly pending = new Map<string, Promise<StaffMember[]>>();

  constructor(
    /** Auth's `…/api/auth/staff`. */
    private readonly url: string,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  async activeStaff(token: string): Promise<StaffMember[]> {
    const known = this.answers.get(token);
    if (known && known.until > this.now()) return known.staff;
    let asking = this.pending.get(token);
    if (!asking) {
      asking = this.ask(token).finally(() => this.pending.delete(token));
      this.pending.set(token, asking);
    }
    const staff = await asking;
    this.remember(token, staff);
    return staff;
  }

  private async ask(token: string): Promise<StaffMember[]> {
    try {
      const res = await fetch(this.url, {
        signal: AbortSignal.timeout(STAFF_DIRECTORY_TIMEOUT_MS),
        // The caller's request id, so auth's log line of this call names the same request.
        headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...requestIdHeaders() },
      });
      const body: unknown = res.ok ? await res.json() : undefined;
      if (Array.isArray(body) && body.every(isStaffMember)) {
        return body.map(({ id, name, email, role }) => ({ id, name, email, role }));
      }
    } catch {
      // Auth unreachable, too slow or answering nonsense: below.
    }
    throw authUnavailable();
  }

  private remember(token: string, staff: StaffMember[]): void {
    const now = this.now();
    if (this.answers.size >= MAX_REMEMBERED) {
      for (const [key, answer] of this.answers) if (answer.until <= now) this.answers.delete(key);
      if (this.answers.size >= MAX_REMEMBERED) this.answers.clear();
    }
    this.answers.set(token, { until: now + STAFF_DIRECTORY_CACHE_MS, staff });
  }
}

/** The tests' directory: whoever a test says is active, or unreachable while `down`. */
export class FakeStaffDirectory extends StaffDirectory {
  down = false;
  constructor(public staff: StaffMember[] = []) {
    super();
  }

  activeStaff(): Promise<StaffMember[]> {
    if (this.down) return Promise.reject(authUnavailable());
    return Promise.resolve(structuredClone(this.staff));
  }
}
