/**
 * Migration 0008 on a database that already holds applications: they read as English with nobody
 * assigned, their resumes still with them, and notes can be kept on them.
 */
import { randomUUID } from 'node:crypto';
import { DataSource, type DataSettings, type Migrations } from '@madar/shared/data';
import { PostgresLeadNotesStore } from '@madar/shared/follow-up';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import type { Insertable } from 'kysely';
import { PostgresApplicationsStore } from '../applications/applications.pg-store';
import { minimalPdf } from '../resumes/minimal-pdf';
import { resumeRow } from '../resumes/resumes.row';
import { migrations } from './migrations';
import { type ApplicationsTable, type RecruitmentDb, SCHEMA } from './schema';

// The schema as it stood before 0008, when applications had no language nor assignee.
const beforeFollowUp = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0008'));

async function open(url: string, upTo: Migrations): Promise<DataSource<RecruitmentDb>> {
  const settings: DataSettings = {
    databaseUrl: url,
    databasePoolMax: 2,
    seedDemoData: false,
    memoryStoreMaxBytes: Number.POSITIVE_INFINITY,
  };
  const data = new DataSource<RecruitmentDb>(
    { schema: SCHEMA, migrations: upTo, settings },
    new ReadinessService(),
  );
  await data.migrate();
  return data;
}

const ID = '0f4a5ac8-1111-4000-8000-000000000001';

describe('migration 0008: application follow-up', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('reads applications kept before it as English and unassigned, and keeps notes on them', async () => {
    const old = await open(database.url, beforeFollowUp);
    // Written as the previous version wrote them: without the new columns.
    await old.db
      .insertInto('applications')
      .values({
        id: ID,
        jobId: null,
        name: 'Nour Al-Huni',
        email: 'nour@example.ly',
        phone: null,
        position: 'NOC Technician',
        experience: 'Three years',
        education: 'BSc',
        coverLetter: null,
        status: 'new',
        submittedAt: '2026-01-01T10:00:00.000Z',
      } as Insertable<ApplicationsTable>)
      .execute();
    const content = minimalPdf(['Curriculum Vitae']);
    await old.db
      .insertInto('resumes')
      .values(resumeRow(ID, { content, contentType: 'application/pdf', downloadName: 'cv.pdf' }))
      .execute();
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const store = new PostgresApplicationsStore(data);
      const stored = await store.get(ID);
      expect(stored).toMatchObject({ id: ID, language: 'en', resumeName: 'cv.pdf' });
      expect(stored).not.toHaveProperty('assignee');
      expect(
        (
          await store.list({
            page: 1,
            pageSize: 20,
            sort: { field: 'submittedAt', direction: 'desc' },
            assignee: null,
          })
        ).total,
      ).toBe(1);

      // The kit's store reads the notes table the service's schema gains (its DataSource is untyped).
      const notes = new PostgresLeadNotesStore(data as unknown as DataSource);
      const note = {
        id: randomUUID(),
        text: 'Strong NOC background',
        author: { id: 'acc-1', name: 'Rania' },
        createdAt: '2026-03-01T09:00:00.000Z',
      };
      const stamp = {
        actor: { id: 'acc-1', email: 'rania@madar.example' },
        address: '10.0.0.1',
        at: note.createdAt,
      };
      await notes.addNote({ type: 'application', id: ID }, note, stamp);
      expect(await notes.notes({ type: 'application', id: ID })).toEqual([note]);
    } finally {
      await data.close();
    }
  });
});
