import { GREETING } from '../../mail/greeting';
import { apart, line, link, type MailWords, strong } from '../../mail/localized-mail';

export interface ApprovedFacts {
  name: string;
  company: string;
  brand: string;
  url: string;
}

export interface DeclinedFacts {
  name: string;
  company: string;
  reason: string;
  url: string;
}

export const APPROVED_WORDS: MailWords<ApprovedFacts> = {
  en: ({ name, company, brand, url }) => ({
    subject: `Your reseller application for ${company} is approved`,
    body: [
      GREETING.en(name),
      '',
      apart(
        line`${company} is now a ${brand} reseller. You can license files for your clients and create API keys in your developer area: ${url}`,
        line`${strong(company)} is now a ${brand} reseller. You can license files for your clients and create API keys in your ${link('developer area', url)}.`,
      ),
    ],
  }),
  de: ({ name, company, brand, url }) => ({
    subject: `Ihr Reseller-Antrag für ${company} ist genehmigt`,
    body: [
      GREETING.de(name),
      '',
      apart(
        line`${company} ist jetzt Reseller von ${brand}. Sie können Dateien für Ihre Kunden lizenzieren und in Ihrem Entwicklerbereich API-Schlüssel erstellen: ${url}`,
        line`${strong(company)} ist jetzt Reseller von ${brand}. Sie können Dateien für Ihre Kunden lizenzieren und in Ihrem ${link('Entwicklerbereich', url)} API-Schlüssel erstellen.`,
      ),
    ],
  }),
  fr: ({ name, company, brand, url }) => ({
    subject: `Votre demande de revendeur pour ${company} est acceptée`,
    body: [
      GREETING.fr(name),
      '',
      apart(
        line`${company} est désormais revendeur ${brand}. Vous pouvez acheter des licences pour vos clients et créer des clés d’API dans votre espace développeur : ${url}`,
        line`${strong(company)} est désormais revendeur ${brand}. Vous pouvez acheter des licences pour vos clients et créer des clés d’API dans votre ${link('espace développeur', url)}.`,
      ),
    ],
  }),
  es: ({ name, company, brand, url }) => ({
    subject: `Tu solicitud de revendedor para ${company} está aprobada`,
    body: [
      GREETING.es(name),
      '',
      apart(
        line`${company} ya es revendedor de ${brand}. Puedes licenciar archivos para tus clientes y crear claves de API en tu área de desarrollador: ${url}`,
        line`${strong(company)} ya es revendedor de ${brand}. Puedes licenciar archivos para tus clientes y crear claves de API en tu ${link('área de desarrollador', url)}.`,
      ),
    ],
  }),
  'pt-BR': ({ name, company, brand, url }) => ({
    subject: `Sua solicitação de revenda para ${company} foi aprovada`,
    body: [
      GREETING['pt-BR'](name),
      '',
      apart(
        line`${company} agora é revendedor do ${brand}. Você pode licenciar arquivos para seus clientes e criar chaves de API na sua área de desenvolvedor: ${url}`,
        line`${strong(company)} agora é revendedor do ${brand}. Você pode licenciar arquivos para seus clientes e criar chaves de API na sua ${link('área de desenvolvedor', url)}.`,
      ),
    ],
  }),
  ja: ({ name, company, brand, url }) => ({
    subject: `${company}のリセラー申請が承認されました`,
    body: [
      GREETING.ja(name),
      '',
      apart(
        line`${company}は${brand}のリセラーになりました。開発者ページで、クライアントのためのファイルのライセンス取得やAPIキーの作成ができます：${url}`,
        line`${strong(company)}は${brand}のリセラーになりました。${link('開発者ページ', url)}で、クライアントのためのファイルのライセンス取得やAPIキーの作成ができます。`,
      ),
    ],
  }),
};

export const DECLINED_WORDS: MailWords<DeclinedFacts> = {
  en: ({ name, company, reason, url }) => ({
    subject: `Your reseller application for ${company}`,
    body: [
      GREETING.en(name),
      '',
      line`We could not approve the reseller application for ${strong(company)}.`,
      line`Reason: ${reason}`,
      '',
      apart(
        line`You are welcome to apply again with more details: ${url}`,
        line`You are welcome to ${link('apply again', url)} with more details.`,
      ),
    ],
  }),
  de: ({ name, company, reason, url }) => ({
    subject: `Ihr Reseller-Antrag für ${company}`,
    body: [
      GREETING.de(name),
      '',
      line`leider konnten wir den Reseller-Antrag für ${strong(company)} nicht genehmigen.`,
      line`Grund: ${reason}`,
      '',
      apart(
        line`Sie können gern mit weiteren Angaben einen neuen Antrag stellen: ${url}`,
        line`Sie können gern mit weiteren Angaben ${link('einen neuen Antrag stellen', url)}.`,
      ),
    ],
  }),
  fr: ({ name, company, reason, url }) => ({
    subject: `Votre demande de revendeur pour ${company}`,
    body: [
      GREETING.fr(name),
      '',
      line`Nous n’avons pas pu accepter la demande de revendeur pour ${strong(company)}.`,
      line`Motif : ${reason}`,
      '',
      apart(
        line`Vous pouvez refaire une demande avec plus de détails : ${url}`,
        line`Vous pouvez ${link('refaire une demande', url)} avec plus de détails.`,
      ),
    ],
  }),
  es: ({ name, company, reason, url }) => ({
    subject: `Tu solicitud de revendedor para ${company}`,
    body: [
      GREETING.es(name),
      '',
      line`No hemos podido aprobar la solicitud de revendedor para ${strong(company)}.`,
      line`Motivo: ${reason}`,
      '',
      apart(
        line`Puedes volver a solicitarlo con más detalles: ${url}`,
        line`Puedes ${link('volver a solicitarlo', url)} con más detalles.`,
      ),
    ],
  }),
  'pt-BR': ({ name, company, reason, url }) => ({
    subject: `Sua solicitação de revenda para ${company}`,
    body: [
      GREETING['pt-BR'](name),
      '',
      line`Não foi possível aprovar a solicitação de revenda para ${strong(company)}.`,
      line`Motivo: ${reason}`,
      '',
      apart(
        line`Você pode enviar uma nova solicitação com mais detalhes: ${url}`,
        line`Você pode ${link('enviar uma nova solicitação', url)} com mais detalhes.`,
      ),
    ],
  }),
  ja: ({ name, company, reason, url }) => ({
    subject: `${company}のリセラー申請について`,
    body: [
      GREETING.ja(name),
      '',
      line`${strong(company)}のリセラー申請は、承認を見送らせていただきました。`,
      line`理由：${reason}`,
      '',
      apart(
        line`詳細を追加して、もう一度お申し込みいただけます：${url}`,
        line`詳細を追加して、${link('もう一度お申し込み', url)}いただけます。`,
      ),
    ],
  }),
};
