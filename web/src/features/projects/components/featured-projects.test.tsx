import { screen } from '@testing-library/react';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { projectSummaries } from '../testing/project-fixtures';
import { FeaturedProjects } from './featured-projects';

describe('FeaturedProjects', () => {
  it('shows only the featured projects as cards, with a link to all projects', async () => {
    answer('GET', '/api/projects', { status: 200, body: projectSummaries });
    renderAt(<FeaturedProjects />, '/');

    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(['Project net-1', 'Project infra-1', 'Project cons-1']);
    expect(screen.getByRole('link', { name: 'View project: Project net-1' })).toHaveAttribute(
      'href',
      '/projects/net-1',
    );
    expect(screen.getByRole('link', { name: 'View all projects' })).toHaveAttribute('href', '/projects');
  });
});
