import { Spinner } from '@/components/ui/spinner';

/** Shown while the first route module of the visit is still loading. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size="lg" />
    </div>
  );
}
