import { type ApplicationRecord, InMemoryApplicationsStore } from './applications.store';

function record(id: string, jobId: string | null): ApplicationRecord {
  return {
    id,
    jobId,
    name: 'Applicant',
    email: 'applicant@example.com',
    position: 'Engineer',
    experience: 'Some',
    education: 'Some',
    status: 'new',
    submittedAt: '2026-05-01T00:00:00.000Z',
    resume: { file: `${id}.pdf`, contentType: 'application/pdf', size: 1, downloadName: 'cv.pdf' },
  };
}

describe('InMemoryApplicationsStore', () => {
  it('adds, finds, changes the status of and removes an application', () => {
    const store = new InMemoryApplicationsStore([record('a', 'job')]);
    store.add(record('b', null));

    expect(store.list().map((a) => a.id)).toEqual(['a', 'b']);
    expect(store.setStatus('b', 'interview')?.status).toBe('interview');
    expect(store.findById('b')?.status).toBe('interview');
    expect(store.remove('a')?.id).toBe('a');
    expect(store.findById('a')).toBeUndefined();
  });

  it('answers undefined for an unknown id', () => {
    const store = new InMemoryApplicationsStore();

    expect(store.setStatus('x', 'new')).toBeUndefined();
    expect(store.remove('x')).toBeUndefined();
  });

  it('refuses an id already taken', () => {
    expect(() => new InMemoryApplicationsStore([record('a', null), record('a', null)])).toThrow(
      /already taken/,
    );
  });

  it('counts applications per job, leaving general ones out', () => {
    const store = new InMemoryApplicationsStore([record('a', 'x'), record('b', 'x'), record('c', null)]);

    expect(store.countByJob()).toEqual(new Map([['x', 2]]));
  });

  it('hands out copies', () => {
    const store = new InMemoryApplicationsStore([record('a', null)]);
    (store.findById('a') as ApplicationRecord).resume.file = 'other.pdf';
    (store.list()[0] as ApplicationRecord).status = 'accepted';

    expect(store.findById('a')).toMatchObject({ status: 'new', resume: { file: 'a.pdf' } });
  });
});
