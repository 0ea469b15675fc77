import { Logger } from '@nestjs/common';
import { pdf } from '../../test/fixtures/resume-files';
import {
  externalTemplateDocx,
  hiddenHeadersPdf,
  objectStreamMemoryBombPdf,
  xfaScriptPdf,
} from '../../test/fixtures/hostile-resumes';
import { javaScriptPdf } from '../../test/fixtures/unsafe-resumes';
import { INSPECTION_LIMITS, InspectionPool, type InspectionLimits } from './inspection-pool';

describe('InspectionPool', () => {
  const pools: InspectionPool[] = [];
  const pool = (limits: Partial<InspectionLimits> = {}) => {
    const created = new InspectionPool({ ...INSPECTION_LIMITS, ...limits });
    pools.push(created);
    return created;
  };
  let warnings: jest.SpyInstance;

  beforeEach(() => {
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    warnings.mockRestore();
    await Promise.all(pools.splice(0).map((created) => created.close()));
  });

  it('gives, from its worker threads, the verdicts the inspectors give', async () => {
    const inspections = pool();

    await expect(inspections.inspect(pdf(), 'pdf')).resolves.toEqual({ safe: true, flags: [] });
    await expect(inspections.inspect(javaScriptPdf(), 'pdf')).resolves.toEqual({
      safe: false,
      rule: 'scripts',
    });
    await expect(inspections.inspect(xfaScriptPdf(), 'pdf')).resolves.toEqual({
      safe: false,
      rule: 'xfaScript',
    });
    await expect(inspections.inspect(externalTemplateDocx(), 'docx')).resolves.toEqual({
      safe: false,
      rule: 'externalRelationship',
    });
  });

  it('refuses a file whose inspection runs out of memory (inspectionBudget), and inspects the next', async () => {
    // Less heap than the parse budget's million values need: the worker itself is stopped by V8.
    const inspections = pool({ heapMb: 16 });

    await expect(inspections.inspect(objectStreamMemoryBombPdf(), 'pdf')).resolves.toEqual({
      safe: false,
      rule: 'inspectionBudget',
    });
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('ran out of memory'));
    await expect(inspections.inspect(pdf(), 'pdf')).resolves.toEqual({ safe: true, flags: [] });
  });

  it('refuses a file whose inspection takes longer than its time (inspectionBudget)', async () => {
    // A millisecond: parsing 4.9 MB takes far longer whatever the machine.
    const inspections = pool({ timeoutMs: 1 });

    await expect(inspections.inspect(hiddenHeadersPdf(), 'pdf')).resolves.toEqual({
      safe: false,
      rule: 'inspectionBudget',
    });
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('took more than 1 ms'));
  });

  it('inspects `workers` files at once, queues `maxWaiting` more, and turns away the rest', async () => {
    const inspections = pool({ workers: 1, maxWaiting: 1 });
    const file = hiddenHeadersPdf();

    const answers = await Promise.all([
      inspections.inspect(file, 'pdf'),
      inspections.inspect(file, 'pdf'),
      inspections.inspect(file, 'pdf'),
    ]);

    expect(answers).toEqual([{ safe: true, flags: [] }, { safe: true, flags: [] }, 'busy']);
    await expect(inspections.inspect(pdf(), 'pdf')).resolves.toEqual({ safe: true, flags: [] });
  });
});
