import { localize, type Statistic } from '@madar/shared';
import { useRef } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useLanguage } from '@/hooks/use-language';
import { useCountUp } from '../hooks/use-count-up';
import { useInViewOnce } from '../hooks/use-in-view-once';
import { formatCount } from '../lib/count-up';

/** The counter starts once its card is at least 10% visible (docs/product.md#statistics-band). */
const VISIBILITY_THRESHOLD = 0.1;

export function StatisticCard({ statistic }: { statistic: Statistic }) {
  const { lang } = useLanguage();
  const ref = useRef<HTMLLIElement>(null);
  const visible = useInViewOnce(ref, VISIBILITY_THRESHOLD);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const value = useCountUp(statistic.value, visible, reducedMotion);

  return (
    <li ref={ref} className="statistic-card" data-statistic={statistic.id}>
      <span
        className="statistic-card__value"
        dir="ltr"
        data-final={value === statistic.value ? 'true' : undefined}
      >
        {formatCount(value)}
      </span>
      <span className="statistic-card__label">{localize(statistic.label, lang)}</span>
    </li>
  );
}
