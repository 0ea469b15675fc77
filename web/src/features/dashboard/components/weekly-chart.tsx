import { directionOf, languageSpec } from '@madar/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import type { WeeklySource } from '../api/get-weekly';
import type { WeekBucket } from '../lib/weekly';

const ALL_SERIES: readonly WeeklySource[] = ['briefs', 'applications', 'messages'];

const HEIGHT = 160;
const BAR_GAP = 12;
const BAR_WIDTH = 28;

/**
 * Submissions per week as an inline SVG bar chart. The bars are decorative for assistive technology;
 * the same figures are in a table (visually collapsed behind a disclosure) so nothing is chart-only.
 */
export function WeeklyChart({
  weeks,
  series = ALL_SERIES,
}: {
  weeks: readonly WeekBucket[];
  /** The counts the signed-in role may see (the others are zero and left out of the table). */
  series?: readonly WeeklySource[];
}) {
  const shown = ALL_SERIES.filter((source) => series.includes(source));
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const descriptionId = useId();
  // Some month names (Arabic's) are long for a bar's width: the table says to write those as numbers.
  const format = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: languageSpec(lang).compactMonth,
  });
  const max = Math.max(1, ...weeks.map((week) => week.total));
  const width = weeks.length * (BAR_WIDTH + BAR_GAP);
  const label = (week: WeekBucket) => format.format(new Date(week.start));
  return (
    <figure className="weekly-chart">
      <figcaption id={descriptionId} className="weekly-chart__description">
        {t('overview.chart.description')}
      </figcaption>
      <svg
        className="weekly-chart__svg"
        viewBox={`0 0 ${width} ${HEIGHT + 24}`}
        role="img"
        aria-labelledby={descriptionId}
        preserveAspectRatio="xMidYMid meet"
      >
        {weeks.map((week, index) => {
          const barHeight = Math.round((week.total / max) * (HEIGHT - 20));
          // Right to left, the newest week sits on the left, matching the reading direction of the table.
          const slot = directionOf(lang) === 'rtl' ? weeks.length - 1 - index : index;
          const x = slot * (BAR_WIDTH + BAR_GAP) + BAR_GAP / 2;
          return (
            <g key={week.start}>
              <title>{t('overview.chart.summary', { count: week.total, week: label(week) })}</title>
              <rect
                className="weekly-chart__bar"
                x={x}
                y={HEIGHT - barHeight}
                width={BAR_WIDTH}
                height={Math.max(barHeight, 2)}
                rx={4}
              />
              <text className="weekly-chart__value" x={x + BAR_WIDTH / 2} y={HEIGHT - barHeight - 6}>
                {week.total}
              </text>
              <text className="weekly-chart__label" x={x + BAR_WIDTH / 2} y={HEIGHT + 18}>
                {label(week)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="weekly-chart__details">
        <summary>{t('overview.chart.showTable')}</summary>
        <table className="weekly-chart__table">
          <caption className="visually-hidden">{t('overview.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.chart.weekOf')}</th>
              {shown.map((source) => (
                <th key={source} scope="col">
                  {t(`overview.chart.${source}`)}
                </th>
              ))}
              <th scope="col">{t('overview.chart.total')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start}>
                <th scope="row">{label(week)}</th>
                {shown.map((source) => (
                  <td key={source}>{week[source]}</td>
                ))}
                <td>{week.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
