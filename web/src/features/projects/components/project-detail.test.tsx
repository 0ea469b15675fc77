import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, answerGets, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { makeProject, projectFixtures, projectSummaries } from '../testing/project-fixtures';
import { ProjectDetail } from './project-detail';

const gallery = makeProject('net-2', 'networking', {
  images: ['/images/projects/net-2.svg', '/images/projects/net-2-2.svg'],
});

describe('ProjectDetail', () => {
  it('renders the header chips, images, story, testimonial, technologies, services and similar card', async () => {
    answerGets({
      '/api/projects/net-2': { status: 200, body: gallery },
      '/api/projects': { status: 200, body: projectSummaries },
    });
    renderAt(<ProjectDetail projectId="net-2" cta={<p>cta slot</p>} />, '/projects/net-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Project net-2' })).toBeInTheDocument();
    expect(screen.getByText('Description of net-2')).toBeInTheDocument();
    expect(screen.getByText('Client of net-2')).toBeInTheDocument();
    expect(screen.getByText('8 months')).toBeInTheDocument();
    expect(screen.getByText('2024')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Project net-2' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Project net-2, image 2' })).toHaveAttribute('loading', 'lazy');

    for (const [heading, text] of [
      ['The Challenge', 'Challenge of net-2'],
      ['Our Solution', 'Solution of net-2'],
      ['The Results', 'Results of net-2'],
    ] as const) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Quote about net-2')).toBeInTheDocument();
    expect(screen.getByText('Dr. Nadia Al-Fitouri')).toBeInTheDocument();
    expect(screen.getByText('Cisco Catalyst 9500')).toBeInTheDocument();

    const services = screen.getByTestId('project-services');
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Networking', 'Network Design', 'Structured Cabling', 'Wireless Networks']);
    expect(screen.getByRole('heading', { name: 'Need a similar solution?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Submit a Client Brief/ })).toHaveAttribute(
      'href',
      '/client-brief',
    );
    expect(screen.getByText('cta slot')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Project net-2 | Madar Technologies'));
  });

  it('lists up to three related projects of the same category, never itself', async () => {
    answerGets({
      '/api/projects/net-2': { status: 200, body: gallery },
      '/api/projects': { status: 200, body: projectSummaries },
    });
    renderAt(<ProjectDetail projectId="net-2" />, '/projects/net-2');

    const heading = await screen.findByRole('heading', { name: 'Related Projects' });
    const related = within(heading.closest('section')!).getAllByRole('article');
    expect(related.map((card) => card.getAttribute('data-project-id'))).toEqual(['net-1', 'net-3', 'net-4']);
  });

  it('shows no extra service chips for a consulting project', async () => {
    answerGets({
      '/api/projects/cons-1': { status: 200, body: projectFixtures[5] },
      '/api/projects': { status: 200, body: projectSummaries },
    });
    renderAt(<ProjectDetail projectId="cons-1" />, '/projects/cons-1');
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByTestId('project-services')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Related Projects' })).not.toBeInTheDocument();
  });

  it('shows "Project not found" with Retry and a link to the projects for an unknown id', async () => {
    const requests = answer('GET', '/api/projects/nope', {
      status: 404,
      body: envelope(404, 'PROJECT.NOT_FOUND', 'Project not found'),
    });
    answer('GET', '/api/projects', { status: 200, body: projectSummaries });
    renderAt(<ProjectDetail projectId="nope" />, '/projects/nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error Loading Project' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Project not found');
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('shows the generic message for other errors', async () => {
    answerGets({
      '/api/projects/net-2': { status: 500, body: envelope(500, 'SERVER.INTERNAL', 'Internal server error') },
      '/api/projects': { status: 200, body: projectSummaries },
    });
    renderAt(<ProjectDetail projectId="net-2" />, '/projects/net-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the project. Please try again later.',
    );
  });
});

describe('ProjectDetail empty view', () => {
  it('shows "Project Not Found" with a link to the projects when the answer has no project', async () => {
    answerGets({
      '/api/projects/x': { status: 200, body: {} },
      '/api/projects': { status: 200, body: [] },
    });
    renderAt(<ProjectDetail projectId="x" />, '/projects/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
  });
});
