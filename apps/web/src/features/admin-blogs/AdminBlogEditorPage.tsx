import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/states/ErrorState';
import { isNotFound } from '../../components/states/is-not-found';
import { siteConfig } from '../../config/site-config';
import { adminBlogQuery } from './admin-blog-api';
import { adminBlogPaths } from './admin-blog-filters';
import { BlogEditor } from './BlogEditor';

export function NewBlogPostPage() {
  const { t } = useTranslation('admin-blogs');
  return (
    <>
      <title>{t('pageTitle', { page: t('editorPage.newArticle'), brand: siteConfig.brand })}</title>
      <BlogEditor />
    </>
  );
}

/** /admin/blogs/<id>: the article loaded whatever its status, then the editor. */
export function EditBlogPostPage() {
  const { t } = useTranslation('admin-blogs');
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const post = useQuery({ ...adminBlogQuery(valid ? id : 0), enabled: valid });

  if (!valid || (post.isError && isNotFound(post.error))) {
    return (
      <div className="py-16 text-center">
        <title>{t('pageTitle', { page: t('editorPage.notFoundTitle'), brand: siteConfig.brand })}</title>
        <h1 className="text-2xl font-bold text-slate-900">{t('editorPage.notFound')}</h1>
        <p className="mt-2 text-slate-600">{t('editorPage.maybeDeleted')}</p>
        <Link to={adminBlogPaths.list({})} className="mt-6 inline-block font-medium text-sky-700 hover:underline">
          {t('editorPage.backToAll')}
        </Link>
      </div>
    );
  }
  if (post.isError) return <ErrorState title={t('editorPage.loadError')} message={post.error.message} onRetry={() => post.refetch()} />;
  if (post.isPending) {
    return (
      <div role="status" aria-label={t('editorPage.loading')} className="grid gap-6 lg:grid-cols-2">
        <div className="h-[36rem] animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-[36rem] animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  return (
    <>
      <title>{t('editorPage.editTitle', { title: post.data.title, brand: siteConfig.brand })}</title>
      <BlogEditor key={post.data.id} post={post.data} />
    </>
  );
}
