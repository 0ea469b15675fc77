import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { makeProject, projectFixtures, projectSummaries, projectSummary } from '../testing/project-fixtures';
import { ProjectsCatalog } from './projects-catalog';

const cardIds = () => screen.getAllByRole('article').map((card) => card.getAttribute('data-project-id'));

describe('ProjectsCatalog', () => {
  it('lists every project as a card with badge, year, title, client, description and link', async () => {
    answer('GET', '/api/projects', { status: 200, body: projectSummaries });
    renderAt(<ProjectsCatalog />, '/projects');

    expect(screen.getByRole('status')).toHaveTextContent('Loading projects…');
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(cardIds()).toHaveLength(projectFixtures.length);
    expect(within(card).getByText('Networking')).toBeInTheDocument();
    expect(within(card).getByText('2025')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'Project net-1' })).toBeInTheDocument();
    expect(within(card).getByText('Client of net-1')).toBeInTheDocument();
    expect(within(card).getByText('Description of net-1')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View project: Project net-1' })).toHaveAttribute(
      'href',
      '/projects/net-1',
    );
    expect(screen.getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by category client-side and keeps the filter in the URL', async () => {
    const requests = answer('GET', '/api/projects', { status: 200, body: projectSummaries });
    const { router } = renderAt(<ProjectsCatalog />, '/projects');
    await screen.findAllByRole('article');

    await userEvent.click(screen.getByRole('button', { name: 'IT Infrastructure' }));
    expect(cardIds()).toEqual(['infra-1', 'infra-2']);
    expect(router.state.location.search).toBe('?category=it-infrastructure');
    expect(screen.getByRole('button', { name: 'IT Infrastructure' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'All Projects' }));
    expect(cardIds()).toHaveLength(projectFixtures.length);
    expect(router.state.location.search).toBe('');
  });

  it('starts from the category in the URL and ignores an unknown one', async () => {
    answer('GET', '/api/projects', { status: 200, body: projectSummaries });
    renderAt(<ProjectsCatalog />, '/projects?category=security-systems');
    await screen.findAllByRole('article');
    expect(cardIds()).toEqual(['sec-1']);
  });

  it('shows all projects for an unknown category in the URL', async () => {
    answer('GET', '/api/projects', { status: 200, body: projectSummaries });
    renderAt(<ProjectsCatalog />, '/projects?category=rockets');
    await screen.findAllByRole('article');
    expect(cardIds()).toHaveLength(projectFixtures.length);
    expect(screen.getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the empty state for a category without projects, and View All Projects resets the filter', async () => {
    answer('GET', '/api/projects', {
      status: 200,
      body: [projectSummary(makeProject('only', 'consulting'))],
    });
    const { router } = renderAt(<ProjectsCatalog />, '/projects?category=telecommunications');

    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeInTheDocument();
    expect(
      screen.getByText('No projects match the selected filter. Please try another category.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View All Projects' }));
    expect(cardIds()).toEqual(['only']);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('No projects found')).not.toBeInTheDocument();
  });

  it('shows the error state with Retry, which loads the list again', async () => {
    const requests = answer(
      'GET',
      '/api/projects',
      { status: 500, body: envelope(500, 'SERVER.INTERNAL', 'Internal server error') },
      { status: 200, body: projectSummaries },
    );
    renderAt(<ProjectsCatalog />, '/projects');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Projects' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load projects. Please try again later.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(projectFixtures.length));
    expect(requests).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders category labels in Arabic', async () => {
    const { default: i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('ar');
    answer('GET', '/api/projects', { status: 200, body: projectSummaries });
    renderAt(<ProjectsCatalog />, '/projects');
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'جميع المشاريع' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مشروع net-1' })).toBeInTheDocument();
  });
});
