import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's threshold: the button appears once the page is scrolled more than 100 pixels. */
export const SCROLL_TOP_THRESHOLD_PX = 100;

export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    // Reading the scroll position lays the page out: at mount, when the page has just been built, wait for the frame
    // the browser lays out anyway instead of forcing a layout of its own.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollToTop')}
      className="fixed right-5 bottom-5 z-40 grid h-11 w-11 place-items-center rounded-full bg-slate-900 text-white shadow-lg transition hover:bg-slate-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-5 w-5 fill-none stroke-current"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>
  );
}
