import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry: () => void;
}

export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-rose-200 bg-rose-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-rose-900">{title ?? t('errorState.title')}</p>
      <p className="mt-2 text-rose-800">{message ?? t('errorState.message')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 rounded-full bg-rose-700 px-5 py-2 text-sm font-semibold text-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
      >
        {t('errorState.retry')}
      </button>
    </div>
  );
}
