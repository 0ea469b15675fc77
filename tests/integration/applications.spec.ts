/**
 * An application with a real PDF, through the gateway: submitted by a visitor to a published job,
 * listed for the admin, and its resume downloaded byte for byte as uploaded.
 */
import type { CreatedResult, Job, JobApplication, Page } from '@madar/shared';
import { admin, getJson, sendJson, url } from './support/gateway';
import { onePagePdf } from './support/pdf';

const RESUME_NAME = 'salma-ben-ali-cv.pdf';

describe('an application with a resume', () => {
  it('is listed for the admin, and the resume downloads byte-identical as a PDF attachment', async () => {
    const { response: jobsResponse, body: jobs } = await getJson<Job[]>('/api/jobs');
    expect(jobsResponse.status).toBe(200);
    const job = jobs[0];
    if (!job) throw new Error('no published job to apply to');

    const resume = onePagePdf('Salma Ben Ali - network engineer, Benghazi - CCNP, six years of field work');
    const fields = {
      name: 'Salma Ben Ali',
      email: 'salma.benali@example.ly',
      position: job.title.en,
      experience: 'Six years running the access network of a Benghazi operator.',
      education: 'BSc Electrical Engineering, University of Benghazi',
      jobId: job.id,
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('resume', new Blob([resume], { type: 'application/pdf' }), RESUME_NAME);

    const submitted = await fetch(url('/api/applications'), { method: 'POST', body: form });
    const created = (await submitted.json()) as CreatedResult;
    expect({ status: submitted.status, created }).toEqual({
      status: 201,
      created: { success: true, id: expect.any(String) },
    });

    for (const path of ['/api/applications', `/api/applications?jobId=${encodeURIComponent(job.id)}`]) {
      const { response, body } = await getJson<Page<JobApplication>>(path, admin());
      expect(response.status).toBe(200);
      expect(body.items.find((application) => application.id === created.id)).toMatchObject({
        ...fields,
        status: 'new',
        resumeUrl: `/api/applications/${created.id}/resume`,
        resumeName: RESUME_NAME,
      });
    }

    const resumePath = `/api/applications/${created.id}/resume`;
    expect((await fetch(url(resumePath))).status).toBe(401);
    const download = await fetch(url(resumePath), { headers: admin() });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf(;|$)/);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${RESUME_NAME}"`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(resume);
    // One policy and one nosniff: the service's sandbox, not the gateway's page policy as well.
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    // Deleting it takes the file with it.
    const deleted = await sendJson('DELETE', `/api/applications/${created.id}`, undefined, admin());
    expect(deleted.response.status).toBe(204);
    expect((await fetch(url(resumePath), { headers: admin() })).status).toBe(404);
  });
});
