import i18next from 'i18next';
import { getToken } from '../../api/session';

/**
 * Opens a PDF the buyer owns (invoice, licence certificate). Its address needs the buyer's token, which a plain link
 * cannot send, so the file is fetched here and shown from memory in a new tab.
 */
export async function openBuyerPdf(url: string): Promise<void> {
  // The tab opens inside the click, before the await, or the browser's pop-up blocker stops it.
  const tab = window.open('', '_blank');
  const token = getToken('buyer');
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    tab?.close();
    throw new Error(response.status === 404 ? i18next.t('billing:pdfNotFound') : i18next.t('billing:pdfFailed'));
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = objectUrl;
  else window.location.assign(objectUrl);
}
