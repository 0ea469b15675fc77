/** The service editor's values (the request itself: every text in both languages), checks and fields. */
import {
  FAQ_LIMITS,
  LANGUAGE_CODES,
  PROCESS_STEP_LIMITS,
  SERVICE_FEATURE_MAX,
  SERVICE_LIMITS,
  type Service,
  type ServiceRequest,
} from '@madar/shared';
import type { FieldProblems } from '@/components/admin/use-editor-save';
import { problemsOf, textProblems } from './localized-form';

export type ServiceFormValues = ServiceRequest;

/** The service without its id: the editor replaces values, never changes them in place. */
export function serviceToValues(service: Service): ServiceFormValues {
  const { id: _id, ...rest } = service;
  return rest;
}

/** What the editor checks before sending: each text in both languages, within its limit. */
export function validateService(values: ServiceFormValues): FieldProblems {
  return problemsOf(
    textProblems('title', values.title, SERVICE_LIMITS.title),
    textProblems('description', values.description, SERVICE_LIMITS.description),
    ...values.features.map((feature, index) =>
      textProblems(`features.${index}`, feature, SERVICE_FEATURE_MAX),
    ),
    ...values.process.flatMap((step, index) => [
      textProblems(`process.${index}.title`, step.title, PROCESS_STEP_LIMITS.title),
      textProblems(`process.${index}.description`, step.description, PROCESS_STEP_LIMITS.description),
    ]),
    ...values.faqs.flatMap((faq, index) => [
      textProblems(`faqs.${index}.question`, faq.question, FAQ_LIMITS.question),
      textProblems(`faqs.${index}.answer`, faq.answer, FAQ_LIMITS.answer),
    ]),
  );
}

/** Every field path the editor draws, for placing the server's failed rules beside them. */
export function serviceFieldPaths(values: ServiceFormValues): string[] {
  const texts = [
    'title',
    'description',
    ...values.features.map((_feature, index) => `features.${index}`),
    ...values.process.flatMap((_step, index) => [`process.${index}.title`, `process.${index}.description`]),
    ...values.faqs.flatMap((_faq, index) => [`faqs.${index}.question`, `faqs.${index}.answer`]),
  ];
  return [
    ...texts.flatMap((path) => LANGUAGE_CODES.map((language) => `${path}.${language}`)),
    'features',
    'process',
    'faqs',
    'featured',
  ];
}
