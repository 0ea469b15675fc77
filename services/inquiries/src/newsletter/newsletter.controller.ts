import { Body, Controller, Get, Header, Headers, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiPath,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type Language,
  NEWSLETTER_PAGES,
  type NewsletterUnsubscribeResult,
} from '@madar/shared';
import { AppError, ErrorEnvelopeDto, PublicSubmission, SpamChecked, StaffOnly } from '@madar/shared/nest';
import {
  NewsletterCountDto,
  NewsletterResultDto,
  NewsletterUnsubscribeResultDto,
} from './dto/newsletter-responses.dto';
import { SubscribeDto } from './dto/subscribe.dto';
import {
  type NewsletterCount,
  type NewsletterLinkOutcome,
  type NewsletterResult,
  NewsletterService,
} from './newsletter.service';

const TOKEN_QUERY = { name: 'token', required: true, description: 'The signed token of the mail’s link' };
const INVALID_TOKEN = {
  type: ErrorEnvelopeDto,
  description:
    'The token is missing, altered, forged or signed for another purpose (NEWSLETTER.TOKEN_INVALID); nothing changed',
};

/** The public page a followed link ends on, in the subscriber's language (`/ar/…` in Arabic). */
function pageAddress({ page, language }: NewsletterLinkOutcome, fallback: Language): { url: string } {
  const lang = language ?? fallback;
  return { url: `${lang === DEFAULT_LANGUAGE ? '' : `/${lang}`}/${NEWSLETTER_PAGES[page]}` };
}

/**
 * The language of a link nobody can be found for: Arabic when the reader's browser puts it first.
 * Only a page's language is chosen with it, nothing else.
 */
const browserLanguage = (acceptLanguage: string | undefined): Language =>
  /^\s*ar\b/i.test(acceptLanguage ?? '') ? 'ar' : DEFAULT_LANGUAGE;

@ApiTags('newsletter')
@Controller(apiPath('inquiries', 'newsletter'))
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @PublicSubmission()
  @SpamChecked('newsletter', (): NewsletterResult => ({ success: true, subscribed: true }))
  @ApiCreatedResponse({
    type: NewsletterResultDto,
    description:
      'The address is pending with a confirmation mail queued (or, when it signed up before: another one ' +
      'at most every ten minutes while unconfirmed, none once confirmed); the same answer in every case',
  })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      'Malformed JSON, a missing or invalid email or language, or unknown fields (VALIDATION.FAILED)',
  })
  subscribe(@Body() body: SubscribeDto): Promise<NewsletterResult> {
    return this.newsletter.subscribe(body);
  }

  @Get('count')
  @StaffOnly('leads')
  @ApiOkResponse({ type: NewsletterCountDto, description: 'How many addresses confirmed their subscription' })
  count(): Promise<NewsletterCount> {
    return this.newsletter.count();
  }

  // A person following a mail's link gets a page of the site, not JSON: the outcome (or "link not
  // valid") as a 303 to a public page in the subscriber's language. The change is made here, so the
  // page is plain and cacheable, works without JavaScript, and the token never reaches it.
  @Get('confirm')
  @Redirect(undefined, 303)
  @Header('Cache-Control', 'no-store')
  @ApiQuery(TOKEN_QUERY)
  @ApiResponse({
    status: 303,
    description:
      'To /newsletter/confirmed, /already-confirmed or /link-invalid (under /ar in Arabic): confirmed once, however often followed',
  })
  async confirm(
    @Query('token') token: unknown,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<{ url: string }> {
    return pageAddress(
      await this.followed(() => this.newsletter.confirm(token)),
      browserLanguage(acceptLanguage),
    );
  }

  @Get('unsubscribe')
  @Redirect(undefined, 303)
  @Header('Cache-Control', 'no-store')
  @ApiQuery(TOKEN_QUERY)
  @ApiResponse({
    status: 303,
    description:
      'Unsubscribed (or already), to /newsletter/unsubscribed; a token not ours to /newsletter/link-invalid',
  })
  async unsubscribeByLink(
    @Query('token') token: unknown,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<{ url: string }> {
    return pageAddress(
      await this.followed(() => this.newsletter.unsubscribe(token)),
      browserLanguage(acceptLanguage),
    );
  }

  // RFC 8058's one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` (form-encoded) to
  // the List-Unsubscribe address from their own servers, without our pages' Origin or Sec-Fetch-Site.
  // So not a @PublicSubmission(): the signed token is the whole of the authority, the body is not read,
  // and a cross-site POST can do no more than the link's holder could.
  @Post('unsubscribe')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({
    type: NewsletterUnsubscribeResultDto,
    description: 'Unsubscribed (the same when it already was)',
  })
  @ApiBadRequestResponse(INVALID_TOKEN)
  async unsubscribe(@Query('token') token: unknown): Promise<NewsletterUnsubscribeResult> {
    await this.newsletter.unsubscribe(token);
    return { success: true, status: 'unsubscribed' };
  }

  /** The outcome of a followed link; a token that is not ours is the "link not valid" page. */
  private async followed(follow: () => Promise<NewsletterLinkOutcome>): Promise<NewsletterLinkOutcome> {
    try {
      return await follow();
    } catch (err) {
      if (err instanceof AppError && err.code === ERROR_CODES.NEWSLETTER_TOKEN_INVALID) {
        return { page: 'linkInvalid' };
      }
      throw err;
    }
  }
}
