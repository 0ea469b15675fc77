/**
 * The one place a server validation detail (`{ field, rule, params }`) becomes words: each rule has a
 * translated message under `rules` in the `validation` namespace (loaded by the pages with forms, and
 * by the footer's newsletter box before it shows one), filled with the rule's params; a rule the site
 * does not know gets the generic `rules.invalid`. Rules are also ranked, so a field that broke several shows the
 * most useful one: required before format before length.
 */
import type { ValidationDetail } from '@madar/shared';
import type { TFunction } from 'i18next';

const REQUIRED_RULES = [
  'isDefined',
  'isNotEmpty',
  'isNotBlank',
  'notOnlyMarkup',
  'isObject',
  'nestedValidation',
] as const;
const FORMAT_RULES = [
  'isEmail',
  'isPlainEmail',
  'isPlainText',
  'isPhone',
  'isSlug',
  'matches',
  'isIn',
  'isEnum',
  'isString',
  'isInt',
  'isBoolean',
  'isArray',
  'isImageRef',
  'isPublishedJob',
  'singleFile',
] as const;
const LENGTH_RULES = ['maxLength', 'minLength', 'min', 'max', 'arrayMinSize', 'arrayMaxSize'] as const;
const OTHER_RULES = ['unknownField', 'adminListOnly'] as const;

/** In order of precedence: a field keeps the message of the first group it broke a rule of. */
const RULE_GROUPS: readonly (readonly string[])[] = [REQUIRED_RULES, FORMAT_RULES, LENGTH_RULES];

export const KNOWN_RULES = [...REQUIRED_RULES, ...FORMAT_RULES, ...LENGTH_RULES, ...OTHER_RULES] as const;
export type KnownRule = (typeof KNOWN_RULES)[number];

export function isKnownRule(rule: string): rule is KnownRule {
  return (KNOWN_RULES as readonly string[]).includes(rule);
}

/** Lower is more useful to show: 0 required, 1 format, 2 length, 3 anything else. */
export function ruleRank(rule: string): number {
  const index = RULE_GROUPS.findIndex((group) => group.includes(rule));
  return index === -1 ? RULE_GROUPS.length : index;
}

/** The detail as a sentence in the current language, for a message shown beside its field. */
export function validationMessage(detail: ValidationDetail, t: TFunction): string {
  const params = { ...detail.params, field: detail.field };
  const options = { ...params, ns: 'validation' } as const;
  return isKnownRule(detail.rule) ? t(`rules.${detail.rule}`, options) : t('rules.invalid', options);
}

/** The detail for a form-level list, where no field stands beside it: the field's path comes first. */
export function formLevelMessage(detail: ValidationDetail, t: TFunction): string {
  const message = validationMessage(detail, t);
  return detail.rule === 'unknownField'
    ? message
    : t('rules.atField', { field: detail.field, message, ns: 'validation' });
}
