/**
 * The company's contacts as mails show them, following the profile staff edit in the content service
 * (GET /api/company on `CONTENT_URL`). It is asked in the background, at start and then every
 * `refreshMs`, never while a mail is written: a mail is rendered inside the transaction that stores its
 * record, which must not wait on another service. Until content first answers, and whenever it does not
 * (down, slow, an answer without the contacts), mails keep the last contacts known, starting from
 * `COMPANY_JSON`'s, so a mail is never held up nor lost for want of them.
 */
import type { LocalizedText } from '../localized-text';
import type { MailCompany } from './company';

export interface MailCompanySourceOptions {
  /** The content service's base URL (`http://content:3002`); unset: `fallback` for good. */
  url?: string;
  /** COMPANY_JSON's contacts. */
  fallback: MailCompany;
  refreshMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Told once per run of failures, and again after a success. */
  warn?: (message: string) => void;
}

const DEFAULT_REFRESH_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 2_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const isLocalized = (value: unknown): value is LocalizedText =>
  isObject(value) && isText(value.en) && isText(value.ar);

/** The contacts a mail needs from the profile's answer, or undefined when any is missing. */
export function mailCompanyOf(profile: unknown): MailCompany | undefined {
  if (!isObject(profile)) return undefined;
  const { phone, email, careersEmail, address } = profile;
  if (!isText(phone) || !isText(email) || !isText(careersEmail) || !isLocalized(address)) return undefined;
  return { phone, email, careersEmail, address: { en: address.en, ar: address.ar } };
}

export class MailCompanySource {
  private latest: MailCompany;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;

  constructor(private readonly options: MailCompanySourceOptions) {
    this.latest = options.fallback;
  }

  /** The contacts to put in a mail now. */
  get current(): MailCompany {
    return this.latest;
  }

  /** Asks content once; resolves either way. */
  async refresh(): Promise<void> {
    const { url } = this.options;
    if (!url) return;
    const fetchImpl = this.options.fetchImpl ?? fetch;
    let problem: string;
    try {
      const response = await fetchImpl(new URL('/api/company', url), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      const company = response.ok ? mailCompanyOf(await response.json()) : undefined;
      if (company) {
        this.latest = company;
        this.failing = false;
        return;
      }
      problem = response.ok ? 'an answer without the contacts' : `status ${response.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (!this.failing)
      this.options.warn?.(`company profile not read (${problem}): mails keep the last known contacts`);
    this.failing = true;
  }

  start(): void {
    if (!this.options.url || this.timer) return;
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.refreshMs ?? DEFAULT_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** Settings whose `company` is the source's current contacts each time it is read. */
export function withLiveCompany<Settings extends { company: MailCompany }>(
  settings: Settings,
  source: MailCompanySource,
): Settings {
  const live = { ...settings };
  Object.defineProperty(live, 'company', { get: () => source.current, enumerable: true });
  return live;
}
