import type { Project, Version, VersionList } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ProjectEditor } from './project-editor';

const project: Project = {
  id: 'tripoli-data-centre',
  title: { en: 'Tripoli data centre', ar: 'مركز بيانات طرابلس' },
  description: { en: 'A Tier III room.', ar: 'غرفة من الفئة الثالثة.' },
  category: 'it-infrastructure',
  client: { en: 'Tripoli Municipality', ar: 'بلدية طرابلس' },
  date: '2025-04-22',
  duration: { en: '8 months', ar: '8 أشهر' },
  image: '/images/projects/tripoli.svg',
  images: ['/images/projects/racks.svg', '/media/cooling.webp'],
  featured: true,
  challenge: { en: 'Old racks.', ar: 'خزائن قديمة.' },
  solution: { en: 'New racks.', ar: 'خزائن جديدة.' },
  results: { en: 'No downtime.', ar: 'بلا انقطاع.' },
  technologies: ['VMware', 'Cisco Nexus'],
  testimonial: {
    quote: { en: 'On time.', ar: 'في الموعد.' },
    author: 'Salem',
    position: { en: 'IT director', ar: 'مدير تقنية المعلومات' },
  },
};

const render = (onDone = jest.fn()) =>
  renderAt(<ProjectEditor project={project} onDone={onDone} onCancel={jest.fn()} />);

describe('ProjectEditor', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows each text in both languages side by side, the Arabic typed right to left', () => {
    render();

    expect(screen.getByLabelText('Client (English)')).toHaveValue('Tripoli Municipality');
    const arabic = screen.getByLabelText('The challenge (Arabic)');
    expect(arabic).toHaveValue('خزائن قديمة.');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(screen.getByLabelText('Their position (Arabic)')).toHaveValue('مدير تقنية المعلومات');
    expect(screen.getByLabelText('Gallery image 2')).toHaveValue('/media/cooling.webp');
  });

  it('sends the whole project with a technology added and the gallery reordered', async () => {
    const patches = answer('PATCH', '/api/projects/tripoli-data-centre', { status: 200, body: project });
    const onDone = jest.fn();
    render(onDone);

    fireEvent.click(screen.getByRole('button', { name: 'Add Technology 3' }));
    fireEvent.change(screen.getByLabelText('Technology 3'), { target: { value: 'Fortinet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Gallery image 2 up' }));
    fireEvent.change(screen.getByLabelText('Title (Arabic)'), {
      target: { value: 'مركز بيانات بلدية طرابلس' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(patches).toHaveLength(1);
    const { id: _id, ...rest } = project;
    expect(patches[0]?.body).toEqual({
      ...rest,
      title: { en: 'Tripoli data centre', ar: 'مركز بيانات بلدية طرابلس' },
      images: ['/media/cooling.webp', '/images/projects/racks.svg'],
      technologies: ['VMware', 'Cisco Nexus', 'Fortinet'],
    });
  });

  it('sends no quote once it is switched off, and nothing while an image breaks the image rule', async () => {
    const patches = answer('PATCH', '/api/projects/tripoli-data-centre', { status: 200, body: project });
    const onDone = jest.fn();
    render(onDone);

    fireEvent.click(screen.getByRole('button', { name: 'Add Gallery image 3' }));
    fireEvent.change(screen.getByLabelText('Gallery image 3'), {
      target: { value: 'http://example.com/a.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Gallery image 3')).toHaveAccessibleDescription(
      expect.stringContaining('Use a path under /images/ or /media/, or an https URL.'),
    );
    expect(patches).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Gallery image 3' }));
    fireEvent.click(screen.getByLabelText('Show a quote from the client'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(patches[0]?.body).not.toHaveProperty('testimonial');
  });

  it('speaks Arabic in the Arabic panel', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render();
    expect(screen.getByLabelText('العميل (العربية)')).toHaveValue('بلدية طرابلس');
  });

  it('opens its history, names a scheduled or baseline save, and restores a version', async () => {
    const earlier: Project = { ...project, technologies: ['VMware'] };
    const history: VersionList = {
      items: [
        { id: '9', createdAt: '2026-11-02T10:00:00.000Z', author: { id: 'acc-2', name: 'Salma Ben Ali' } },
        { id: '4', createdAt: '2026-11-01T10:00:00.000Z', author: { id: 'system', name: 'system' } },
        { id: '2', createdAt: '2026-10-01T10:00:00.000Z', author: null },
      ],
    };
    const version: Version<Project> = { ...history.items[1]!, state: earlier };
    answer('GET', '/api/projects/tripoli-data-centre/versions', { status: 200, body: history });
    answer('GET', '/api/projects/tripoli-data-centre/versions/4', { status: 200, body: version });
    const restores = answer('POST', '/api/projects/tripoli-data-centre/versions/4/restore', {
      status: 200,
      body: earlier,
    });
    const onDone = jest.fn();
    render(onDone);

    fireEvent.click(screen.getByRole('button', { name: 'Show earlier versions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Earlier versions' });
    const saves = await within(drawer).findAllByRole('button', { pressed: false });
    expect(saves.map((save) => save.textContent)).toEqual([
      expect.stringContaining('Salma Ben Ali'),
      expect.stringContaining('System (on schedule)'),
      expect.stringContaining('System (before history was kept)'),
    ]);
    fireEvent.click(saves[1]!);
    const terms = (await within(drawer).findAllByRole('term')).map((term) => term.textContent);
    expect(terms).toEqual(['Technologies']);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(earlier));
    expect(restores).toHaveLength(1);
  });
});
