import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSessionUser } from '../../api/session';
import { accountPaths } from '../../app-paths';
import { HeartIcon } from './HeartIcon';

/** The dialog, with its collection list and form, loads when a buyer opens it: every grid's tiles carry a heart. */
const SaveDialog = lazy(async () => ({ default: (await import('./SaveDialog')).SaveDialog }));

/** Set on the address a signed-out buyer returns to, so the dialog for that file opens as soon as they are back. */
export const SAVE_PARAM = 'save';

interface SaveButtonProps {
  file: { media_id: number; title: string };
  saved: boolean;
  /** tile: a round icon over a grid tile; page: a labelled button on the file page. */
  variant: 'tile' | 'page';
}

/**
 * The heart: filled when the file is in one of the buyer's collections; it opens the save dialog. A signed-out
 * visitor is sent to sign in and comes back to the same page, with the dialog open.
 */
export function SaveButton({ file, saved, variant }: SaveButtonProps) {
  const { t } = useTranslation('buyer-collections');
  const buyer = useSessionUser('buyer');
  const navigate = useNavigate();
  // The address as text, parsed only when it can name a file to save: a page has a heart on every tile, and
  // useSearchParams would parse it (and set up a second navigate) in each of them.
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const returning =
    buyer !== null && search.includes(`${SAVE_PARAM}=`) && new URLSearchParams(search).get(SAVE_PARAM) === String(file.media_id);

  useEffect(() => {
    if (!returning) return;
    setOpen(true);
    const rest = new URLSearchParams(search);
    rest.delete(SAVE_PARAM);
    navigate(`?${rest.toString()}`, { replace: true });
  }, [returning, search, navigate]);

  function onClick() {
    if (buyer) {
      setOpen(true);
      return;
    }
    const back = new URLSearchParams(search);
    back.set(SAVE_PARAM, String(file.media_id));
    navigate(accountPaths.login('buyer', `${pathname}?${back.toString()}`));
  }

  const label = saved ? t('save.savedLabel', { title: file.title }) : t('save.label', { title: file.title });
  return (
    <>
      {variant === 'tile' ? (
        <button
          type="button"
          onClick={onClick}
          aria-label={label}
          aria-pressed={saved}
          data-testid="save-heart"
          className={`absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm transition hover:bg-white focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-sky-500 ${
            saved ? 'text-rose-600 opacity-100' : 'text-slate-700 opacity-100 sm:opacity-0 sm:group-hover/tile:opacity-100'
          }`}
        >
          <HeartIcon filled={saved} className="h-5 w-5" />
        </button>
      ) : (
        <button
          type="button"
          onClick={onClick}
          aria-pressed={saved}
          data-testid="save-heart"
          className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${
            saved ? 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100' : 'border-slate-300 text-slate-800 hover:bg-slate-100'
          }`}
        >
          <HeartIcon filled={saved} className="h-5 w-5" />
          {saved ? t('save.saved') : t('save.save')}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <SaveDialog file={file} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
