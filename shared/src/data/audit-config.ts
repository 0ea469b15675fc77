/** AUDIT_RETENTION_DAYS: how long each service keeps its audit entries. */
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../contracts/audit';
import { wholeNumber } from '../node/config';

export const auditSpecs = () => ({
  AUDIT_RETENTION_DAYS: wholeNumber({
    default: DEFAULT_AUDIT_RETENTION_DAYS,
    desc: 'Days an audit entry is kept before it is purged; 0 keeps entries forever',
  }),
});
