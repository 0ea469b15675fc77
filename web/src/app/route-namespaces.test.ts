import { routeNamespaces } from '@/lib/route-namespaces';
import { routes } from './routes';

describe('routeNamespaces', () => {
  it('names what a page renders with: the legal texts only on the legal pages', async () => {
    expect(await routeNamespaces(routes, '/privacy-policy')).toEqual(['legal']);
    expect(await routeNamespaces(routes, '/services')).toEqual(['catalog']);
    expect(await routeNamespaces(routes, '/')).toEqual(expect.arrayContaining(['company', 'catalog']));
    expect(await routeNamespaces(routes, '/ar/blog/some-post', '/ar')).toEqual(['blog']);
  });
});
