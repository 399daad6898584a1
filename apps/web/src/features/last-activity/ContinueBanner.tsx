import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../api/session';
import { paths } from '../../app-paths';
import { lastActivityQuery } from './last-activity-api';

/**
 * "Continue where you left off", for a signed-in buyer who was somewhere worth returning to. It floats over the top of
 * the hero, so that appearing after the page has painted moves nothing.
 */
export function ContinueBanner() {
  const { t } = useTranslation('last-activity');
  const buyer = useSessionUser('buyer');
  const { data } = useQuery({ ...lastActivityQuery(), enabled: Boolean(buyer) });
  if (!buyer || !data?.url || data.url === paths.home()) return null;
  return (
    <p className="absolute inset-x-0 top-4 z-10 mx-auto w-fit rounded-full bg-white/90 px-4 py-1.5 text-sm text-slate-700 shadow">
      <Trans
        t={t}
        i18nKey="continue"
        components={{ anchor: <Link to={data.url} className="font-semibold text-sky-800 underline-offset-2 hover:underline" /> }}
      />
    </p>
  );
}
