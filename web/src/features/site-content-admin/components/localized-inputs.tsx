import { directionOf, LANGUAGE_CODES, type Language, type LocalizedText } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';

/**
 * One bilingual text: a control per language side by side ("Title (English)", "Title (Arabic)"), each
 * typed in its own direction, each with its own problem (`path.en`, `path.ar`).
 */
export function LocalizedInputs({
  label,
  path,
  value,
  onChange,
  problem,
  multiline = false,
  maxLength,
}: {
  label: string;
  path: string;
  value: LocalizedText;
  onChange: (next: LocalizedText) => void;
  problem: (field: string) => string | undefined;
  multiline?: boolean;
  maxLength: number;
}) {
  const { t } = useTranslation('adminContent');
  const control = (language: Language) => {
    const dir = directionOf(language);
    const change = (text: string) => onChange({ ...value, [language]: text });
    return (
      <AdminFormField
        key={language}
        label={t('siteContent.inLanguage', { field: label, language: t(LANGUAGE_NAME_KEYS[language]) })}
        error={problem(`${path}.${language}`)}
      >
        {(props) =>
          multiline ? (
            <textarea
              {...props}
              rows={3}
              lang={language}
              dir={dir}
              maxLength={maxLength}
              value={value[language]}
              onChange={(event) => change(event.target.value)}
            />
          ) : (
            <input
              {...props}
              lang={language}
              dir={dir}
              maxLength={maxLength}
              value={value[language]}
              onChange={(event) => change(event.target.value)}
            />
          )
        }
      </AdminFormField>
    );
  };
  return <div className="site-content__pair">{LANGUAGE_CODES.map(control)}</div>;
}
