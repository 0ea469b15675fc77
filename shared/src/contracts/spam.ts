/**
 * The spam trap every public form carries (briefs, contact, newsletter, applications), with no outside
 * service: a honeypot field that people never see, so never fill, and the time the form was shown, so a
 * submission sent faster than anyone could type is known for a script's. The services answer such a
 * submission as if it were taken, and keep nothing (see the services' `@SpamChecked()` routes).
 */

/** The two fields a public form sends beside its own (both optional: an old page or an API client lacks them). */
export interface SpamTrapFields {
  /** The honeypot: hidden from people, so always empty (or absent) when a person sends the form. */
  website?: string;
  /** When the form was shown in the browser, in milliseconds since the epoch (the browser's clock). */
  startedAt?: number;
}

/** The fields' names, for the forms' inputs and the services' check, typed against the interface. */
export const SPAM_TRAP_FIELDS = {
  honeypot: 'website',
  startedAt: 'startedAt',
} as const satisfies Record<string, keyof SpamTrapFields>;

type Flat<T> = { [Field in keyof T]: T[Field] };

/** A public form's body as sent: its request and the trap's fields (one object type, not an intersection). */
export type Submitted<Request> = Flat<Request & SpamTrapFields>;

/** The public forms the trap guards, as they are named in the services' log. */
export const SPAM_CHECKED_FORMS = ['brief', 'contact', 'newsletter', 'application'] as const;
export type SpamCheckedForm = (typeof SPAM_CHECKED_FORMS)[number];

/** Why a submission was refused: the honeypot was filled, or the form was sent too soon after it was shown. */
export type SpamReason = 'honeypot' | 'too-fast' | 'from-the-future';

/**
 * The least time a person takes to fill a form, unless SPAM_MIN_FILL_MS says otherwise. Even the
 * newsletter box (one email, often autofilled) takes longer to reach, fill and send.
 */
export const SPAM_MIN_FILL_MS_DEFAULT = 3000;

/**
 * How far ahead of the service's clock a browser's clock may run. `startedAt` is the visitor's clock, so
 * a person whose clock is a little fast sends a time "from the future"; only a time further ahead than
 * this (a made-up value) is refused. A slow clock only makes the form look older, never refused.
 */
export const SPAM_CLOCK_SKEW_MS = 5 * 60 * 1000;
