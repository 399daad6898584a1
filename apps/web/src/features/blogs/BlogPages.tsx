import { RequireSession } from '../account/RequireSession';
import { BlogListPage } from './BlogListPage';
import { BlogPostPage } from './BlogPostPage';

/** The buyers' blog is public. */
export const BuyerBlogListPage = () => <BlogListPage audience="buyers" />;
export const BuyerBlogPostPage = () => <BlogPostPage audience="buyers" />;

/** The contributors' blog, inside the contributor area: signed-out readers are sent to sign in and back. */
export const ContributorBlogListPage = () => (
  <RequireSession forRole="contributor">
    <BlogListPage audience="contributors" />
  </RequireSession>
);
export const ContributorBlogPostPage = () => (
  <RequireSession forRole="contributor">
    <BlogPostPage audience="contributors" />
  </RequireSession>
);
