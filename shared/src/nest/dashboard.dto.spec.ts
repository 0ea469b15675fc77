/**
 * The dashboard's answer DTOs (the OpenAPI document every service publishes) describe exactly the shared
 * records: a field of `ActivityItem` the document leaves out, or marks required when it is optional, is
 * refused here. Checked by the compiler (`npm run typecheck`); the run time part is a formality.
 */
import { expectTypeOf } from 'expect-type';
import type { ActivityItem, StatSummary } from '../index';
import type { ActivityItemDto, StatSummaryDto } from './dashboard.dto';

describe('the dashboard DTOs', () => {
  it('describe exactly the shared records, the optional actor and status included', () => {
    expectTypeOf<ActivityItemDto>().toEqualTypeOf<ActivityItem>();
    expectTypeOf<StatSummaryDto>().toEqualTypeOf<StatSummary>();
  });
});
