/**
 * `language` on a public submission's DTO: optional, one of the languages table's codes (400
 * VALIDATION.FAILED otherwise); the service reads an absent one as the default language.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../languages';

export const SubmissionLanguageField = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: LANGUAGE_CODES,
      default: DEFAULT_LANGUAGE,
      description: "The language of the page the form was sent from: the sender's confirmation mail is in it",
    }),
    IsOptional(),
    IsIn(LANGUAGE_CODES),
  );
