import {
  buildJobPayload,
  emptyJobValues,
  moveItem,
  newListItem,
  validateJob,
  type JobFormValues,
} from './job-form';

const filled = (): JobFormValues => ({
  title: { en: ' Network Engineer ', ar: ' مهندس شبكات ' },
  department: { en: 'Networks', ar: 'الشبكات' },
  location: { en: 'Tripoli', ar: 'طرابلس' },
  type: { en: 'Full-time', ar: 'دوام كامل' },
  description: { en: 'Build networks.', ar: 'بناء الشبكات.' },
  responsibilities: [
    newListItem({ en: 'Design', ar: 'التصميم' }),
    newListItem({ en: 'Operate', ar: 'التشغيل' }),
  ],
  requirements: [newListItem({ en: 'CCNP', ar: 'شهادة CCNP' })],
  published: true,
  closesAt: '',
  publishAt: '',
  closeAt: '',
});

describe('validateJob', () => {
  it('requires every field in both languages and at least one filled item per list', () => {
    const errors = validateJob({ ...emptyJobValues(), requirements: [] });
    expect(errors['title.en']).toBe('common.required');
    expect(errors['title.ar']).toBe('common.required');
    expect(errors['description.ar']).toBe('common.required');
    expect(errors['type.en']).toBeUndefined();
    expect(errors['responsibilities.0.en']).toBe('common.required');
    expect(errors['responsibilities.0.ar']).toBe('common.required');
    expect(errors.requirements).toBe('careers.jobs.editor.listEmpty');
  });

  it('accepts a complete job and caps lists at 20 items', () => {
    expect(validateJob(filled())).toEqual({});
    const long = filled();
    long.requirements = Array.from({ length: 21 }, () => newListItem({ en: 'a', ar: 'ب' }));
    expect(validateJob(long).requirements).toBe('careers.jobs.editor.tooManyItems');
  });
});

describe('validateJob: the closing date', () => {
  it('is optional, must be a real day, and not before the earliest date given (a new job)', () => {
    expect(validateJob({ ...filled(), closesAt: '' }, '2026-06-02')).toEqual({});
    expect(validateJob({ ...filled(), closesAt: '2026-02-30' }).closesAt).toBe(
      'careers.jobs.editor.closesAtInvalid',
    );
    expect(validateJob({ ...filled(), closesAt: '2026-06-01' }, '2026-06-02').closesAt).toBe(
      'careers.jobs.editor.closesAtPast',
    );
    expect(validateJob({ ...filled(), closesAt: '2026-06-02' }, '2026-06-02')).toEqual({});
    // An edit may set a past date: it closes the job early.
    expect(validateJob({ ...filled(), closesAt: '2020-01-01' })).toEqual({});
  });
});

describe('buildJobPayload', () => {
  it('sends the closing date, and null for none so that an edit clears it', () => {
    expect(buildJobPayload({ ...filled(), closesAt: '2026-12-31' }).closesAt).toBe('2026-12-31');
    expect(buildJobPayload(filled()).closesAt).toBeNull();
  });

  it('trims both languages and sends the lists in order without their keys', () => {
    const values = filled();
    values.responsibilities = moveItem(values.responsibilities, 1, -1);
    expect(buildJobPayload(values)).toEqual({
      title: { en: 'Network Engineer', ar: 'مهندس شبكات' },
      department: { en: 'Networks', ar: 'الشبكات' },
      location: { en: 'Tripoli', ar: 'طرابلس' },
      type: { en: 'Full-time', ar: 'دوام كامل' },
      description: { en: 'Build networks.', ar: 'بناء الشبكات.' },
      responsibilities: [
        { en: 'Operate', ar: 'التشغيل' },
        { en: 'Design', ar: 'التصميم' },
      ],
      requirements: [{ en: 'CCNP', ar: 'شهادة CCNP' }],
      published: true,
      closesAt: null,
      publishAt: null,
      closeAt: null,
    });
  });
});

describe('moveItem', () => {
  it('moves up and down and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
