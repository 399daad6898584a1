import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { billingPaths, paths } from '../../app-paths';
import { AccountPage } from './AccountPage';
import { licencesQuery } from './billing-queries';
import { formatDay } from './format-day';
import { PagedList, usePageNumber } from './PagedList';
import { PdfButton } from './PdfButton';

function Licences() {
  const page = usePageNumber();
  const query = useQuery(licencesQuery(page));
  return (
    <PagedList
      label="Licences"
      query={query}
      page={page}
      hrefOf={billingPaths.licences}
      itemKey={(licence) => licence.licence_id}
      empty={
        <Link to={paths.search('')} className="font-semibold text-sky-700 hover:underline">
          Find something to download
        </Link>
      }
      renderItem={(licence) => (
        <div className="flex flex-wrap items-center gap-4">
          {licence.thumbnail_url ? (
            <img
              src={licence.thumbnail_url}
              alt=""
              width={96}
              height={64}
              className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-16 w-24 shrink-0 rounded-lg bg-slate-100" />
          )}
          <div className="min-w-0 flex-1">
            <Link to={paths.fileById(licence.media_id)} className="font-semibold text-slate-900 hover:underline">
              {licence.title}
            </Link>
            <p className="text-sm text-slate-600">
              {licence.format_label} ({licence.width} × {licence.height} px) · Licensed {formatDay(licence.licensed_at)} ·{' '}
              {licence.plan_name} · Licence {licence.licence_number}
            </p>
          </div>
          <PdfButton url={licence.certificate_url} label="Certificate" accessibleName={`Licence certificate for ${licence.title} (PDF)`} />
        </div>
      )}
    />
  );
}

export function LicencesPage() {
  return (
    <AccountPage title="Licences" intro="Every file you licensed, with its certificate. Licensed files download again for free.">
      <Licences />
    </AccountPage>
  );
}
