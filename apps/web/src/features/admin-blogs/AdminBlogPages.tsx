/** The administration's blog pages, loaded together as one chunk. */
export { AdminBlogCategoriesPage } from './AdminBlogCategoriesPage';
export { EditBlogPostPage, NewBlogPostPage } from './AdminBlogEditorPage';
export { AdminBlogListPage } from './AdminBlogListPage';
