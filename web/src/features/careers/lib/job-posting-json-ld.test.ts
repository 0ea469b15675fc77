import type { Job } from '@madar/shared';
import { COMPANY, SOCIAL_LINKS } from '@/config/company';
import { employmentType, jobPostingJsonLd } from './job-posting-json-ld';

const text = (en: string, ar: string) => ({ en, ar });
const job: Job = {
  id: 'noc-technician',
  slug: 'noc-technician',
  title: text('NOC Technician', 'فني مركز عمليات الشبكة'),
  department: text('Network Operations', 'عمليات الشبكة'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Watch over the links.', 'تراقب الوصلات.'),
  responsibilities: [text('Monitor alarms', 'مراقبة الإنذارات'), text('Open tickets', 'فتح التذاكر')],
  requirements: [text('Two years in a NOC', 'خبرة سنتين')],
  published: true,
  closesAt: '2026-12-31',
  publishedAt: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  applications: 3,
};

describe('jobPostingJsonLd', () => {
  it('describes the opening in English with absolute URLs, the office address and the end of the closing day', () => {
    const ld = jobPostingJsonLd(job, 'en', 'https://madar.example/', 'Madar Technologies', COMPANY);

    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'NOC Technician',
      description: 'Watch over the links.',
      responsibilities: 'Monitor alarms\nOpen tickets',
      qualifications: 'Two years in a NOC',
      datePosted: '2026-03-01T08:00:00.000Z',
      validThrough: '2026-12-31T23:59:59+02:00',
      employmentType: 'FULL_TIME',
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Gamal Abdel Nasser Street, Benghazi, Libya',
          addressLocality: 'Benghazi',
          addressCountry: 'LY',
        },
      },
      hiringOrganization: {
        '@type': 'Organization',
        // The same node as the page's Organization (app/head/build-head.ts).
        '@id': 'https://madar.example/#organization',
        name: 'Madar Technologies',
        url: 'https://madar.example/',
        sameAs: SOCIAL_LINKS.map((link) => link.href),
      },
      directApply: true,
      url: 'https://madar.example/careers/noc-technician',
      inLanguage: 'en',
    });
    expect(SOCIAL_LINKS.length).toBeGreaterThan(0);
    // What a page's <script type="application/ld+json"> carries must survive JSON.
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('speaks Arabic on the Arabic page, under /ar', () => {
    const ld = jobPostingJsonLd(job, 'ar', 'https://madar.example', 'مدار للتقنية', COMPANY);

    expect(ld).toMatchObject({
      title: 'فني مركز عمليات الشبكة',
      description: 'تراقب الوصلات.',
      jobLocation: { address: { addressLocality: 'بنغازي', addressCountry: 'LY' } },
      hiringOrganization: { name: 'مدار للتقنية', url: 'https://madar.example/ar' },
      url: 'https://madar.example/ar/careers/noc-technician',
      inLanguage: 'ar',
    });
  });

  it('leaves out validThrough without a closing date, and the street for a city without an office', () => {
    const ld = jobPostingJsonLd(
      { ...job, closesAt: null, publishedAt: null, location: text('Misrata', 'مصراتة'), requirements: [] },
      'en',
      'https://madar.example',
      'Madar Technologies',
      COMPANY,
    );

    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('qualifications');
    expect(ld.datePosted).toBe('2026-02-01T08:00:00.000Z');
    expect(ld.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Misrata',
      addressCountry: 'LY',
    });
  });

  it("takes the profile's name, offices and networks when staff set them", () => {
    const company = {
      ...COMPANY,
      name: text('Madar Networks', 'مدار للشبكات'),
      offices: [],
      social: { linkedin: 'https://www.linkedin.com/company/madar-networks' },
    };
    const ld = jobPostingJsonLd(job, 'ar', 'https://madar.example', 'مدار للتقنية', company);

    expect(ld.hiringOrganization).toMatchObject({
      name: 'مدار للشبكات',
      sameAs: ['https://www.linkedin.com/company/madar-networks'],
    });
    expect(ld.jobLocation.address).not.toHaveProperty('streetAddress');
  });
});

describe('employmentType', () => {
  it.each([
    [text('Full-time', 'دوام كامل'), 'FULL_TIME'],
    [text('Full time', 'دوام كامل'), 'FULL_TIME'],
    [text('Part-time', 'دوام جزئي'), 'PART_TIME'],
    [text('Contract', 'عقد محدد المدة'), 'CONTRACTOR'],
    [text('Internship', 'تدريب'), 'INTERN'],
    [text('Temporary', 'مؤقت'), 'TEMPORARY'],
    [text('', 'دوام جزئي'), 'PART_TIME'],
    [text('Rotation', 'مناوبة'), 'OTHER'],
  ] as const)('maps %j to %s', (type, expected) => {
    expect(employmentType({ type })).toBe(expected);
  });
});
