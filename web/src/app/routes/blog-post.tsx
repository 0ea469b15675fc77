import { useParams } from 'react-router-dom';
import { BlogPostPage } from '@/features/blog/components/blog-post-page';

/** Blog post (spec §2): the article for the slug in the path; title and description follow the post. */
export function Component() {
  const { slug = '' } = useParams();
  // Keyed by slug so moving to a related post starts from a clean state.
  return <BlogPostPage key={slug} slug={slug} />;
}
