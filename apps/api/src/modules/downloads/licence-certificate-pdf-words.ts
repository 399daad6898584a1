import type { Locale } from '@stock/contracts';

/**
 * The words of the licence certificate PDF in each language, around facts already formatted for the reader (dates,
 * amounts) and names already in its language (tier, size, plan). English is what the certificate has always said.
 */
export interface CertificateWords {
  title: string;
  /** A fact's label as it stands before its value, with the language's colon: `Date: `, `Date : `. */
  label: (label: string) => string;
  licenceNumber: string;
  date: string;
  revoked: string;
  revokedOn: (date: string) => string;
  licensee: string;
  downloadedBy: string;
  file: string;
  fileValue: (title: string, kind: 'video' | 'image', id: number) => string;
  format: string;
  formatValue: (size: string, width: number, height: number) => string;
  contributor: string;
  obtainedWith: string;
  obtainedValue: (source: string, value: string | null) => string;
  licence: string;
  tierValue: (tier: string, summary: string) => string;
  upgraded: string;
  upgradedValue: (tier: string, date: string) => string;
  indemnity: string;
  upTo: (amount: string) => string;
  client: string;
  project: string;
  poNumber: string;
  issuedBy: (seller: string, address: string) => string;
}

export const CERTIFICATE_WORDS: Record<Locale, CertificateWords> = {
  en: {
    title: 'Licence certificate',
    label: (label) => `${label}: `,
    licenceNumber: 'Licence number',
    date: 'Date',
    revoked: 'Revoked',
    revokedOn: (date) => `on ${date}, when its order was refunded: it grants no rights since then`,
    licensee: 'Licensee',
    downloadedBy: 'Downloaded by',
    file: 'File',
    fileValue: (title, kind, id) => `${title} (${kind} #${id})`,
    format: 'Format',
    formatValue: (size, width, height) => `${size}, ${width} x ${height} px`,
    contributor: 'Contributor',
    obtainedWith: 'Obtained with',
    obtainedValue: (source, value) => (value ? `${source} (value ${value})` : source),
    licence: 'Licence',
    tierValue: (tier, summary) => `${tier}: ${summary}`,
    upgraded: 'Upgraded',
    upgradedValue: (tier, date) => `to the ${tier} on ${date}`,
    indemnity: 'Indemnity',
    upTo: (amount) => `up to ${amount}`,
    client: 'Client',
    project: 'Project',
    poNumber: 'PO number',
    issuedBy: (seller, address) => `Issued by ${seller}, ${address}.`,
  },
  de: {
    title: 'Lizenzzertifikat',
    label: (label) => `${label}: `,
    licenceNumber: 'Lizenznummer',
    date: 'Datum',
    revoked: 'Widerrufen',
    revokedOn: (date) => `am ${date}, als die Bestellung erstattet wurde: Seitdem gewährt sie keine Rechte mehr`,
    licensee: 'Lizenznehmer',
    downloadedBy: 'Heruntergeladen von',
    file: 'Datei',
    fileValue: (title, kind, id) => `${title} (${kind === 'video' ? 'Video' : 'Bild'} #${id})`,
    format: 'Größe',
    formatValue: (size, width, height) => `${size}, ${width} x ${height} px`,
    contributor: 'Urheber',
    obtainedWith: 'Erworben mit',
    obtainedValue: (source, value) => (value ? `${source} (Wert ${value})` : source),
    licence: 'Lizenz',
    tierValue: (tier, summary) => `${tier}: ${summary}`,
    upgraded: 'Erweitert',
    upgradedValue: (tier, date) => `auf die ${tier} am ${date}`,
    indemnity: 'Haftungsfreistellung',
    upTo: (amount) => `bis zu ${amount}`,
    client: 'Endkunde',
    project: 'Projekt',
    poNumber: 'Bestellnummer',
    issuedBy: (seller, address) => `Ausgestellt von ${seller}, ${address}.`,
  },
  fr: {
    title: 'Certificat de licence',
    label: (label) => `${label} : `,
    licenceNumber: 'Numéro de licence',
    date: 'Date',
    revoked: 'Révoquée',
    revokedOn: (date) => `le ${date}, lors du remboursement de sa commande : elle n’accorde plus aucun droit depuis`,
    licensee: 'Titulaire',
    downloadedBy: 'Téléchargé par',
    file: 'Fichier',
    fileValue: (title, kind, id) => `${title} (${kind === 'video' ? 'vidéo' : 'image'} n° ${id})`,
    format: 'Taille',
    formatValue: (size, width, height) => `${size}, ${width} x ${height} px`,
    contributor: 'Contributeur',
    obtainedWith: 'Obtenue avec',
    obtainedValue: (source, value) => (value ? `${source} (valeur ${value})` : source),
    licence: 'Licence',
    tierValue: (tier, summary) => `${tier} : ${summary}`,
    upgraded: 'Surclassée',
    upgradedValue: (tier, date) => `en ${tier} le ${date}`,
    indemnity: 'Garantie',
    upTo: (amount) => `jusqu’à ${amount}`,
    client: 'Client final',
    project: 'Projet',
    poNumber: 'Numéro de bon de commande',
    issuedBy: (seller, address) => `Délivré par ${seller}, ${address}.`,
  },
  es: {
    title: 'Certificado de licencia',
    label: (label) => `${label}: `,
    licenceNumber: 'Número de licencia',
    date: 'Fecha',
    revoked: 'Revocada',
    revokedOn: (date) => `el ${date}, al reembolsarse su pedido: desde entonces no concede ningún derecho`,
    licensee: 'Licenciatario',
    downloadedBy: 'Descargado por',
    file: 'Archivo',
    fileValue: (title, kind, id) => `${title} (${kind === 'video' ? 'vídeo' : 'imagen'} n.º ${id})`,
    format: 'Tamaño',
    formatValue: (size, width, height) => `${size}, ${width} x ${height} px`,
    contributor: 'Colaborador',
    obtainedWith: 'Obtenida con',
    obtainedValue: (source, value) => (value ? `${source} (valor ${value})` : source),
    licence: 'Licencia',
    tierValue: (tier, summary) => `${tier}: ${summary}`,
    upgraded: 'Mejorada',
    upgradedValue: (tier, date) => `a ${tier} el ${date}`,
    indemnity: 'Indemnización',
    upTo: (amount) => `hasta ${amount}`,
    client: 'Cliente final',
    project: 'Proyecto',
    poNumber: 'Número de orden de compra',
    issuedBy: (seller, address) => `Emitido por ${seller}, ${address}.`,
  },
  'pt-BR': {
    title: 'Certificado de licença',
    label: (label) => `${label}: `,
    licenceNumber: 'Número da licença',
    date: 'Data',
    revoked: 'Revogada',
    revokedOn: (date) => `em ${date}, quando o pedido foi reembolsado: desde então não concede nenhum direito`,
    licensee: 'Licenciado',
    downloadedBy: 'Baixado por',
    file: 'Arquivo',
    fileValue: (title, kind, id) => `${title} (${kind === 'video' ? 'vídeo' : 'imagem'} nº ${id})`,
    format: 'Tamanho',
    formatValue: (size, width, height) => `${size}, ${width} x ${height} px`,
    contributor: 'Colaborador',
    obtainedWith: 'Obtida com',
    obtainedValue: (source, value) => (value ? `${source} (valor ${value})` : source),
    licence: 'Licença',
    tierValue: (tier, summary) => `${tier}: ${summary}`,
    upgraded: 'Ampliada',
    upgradedValue: (tier, date) => `para ${tier} em ${date}`,
    indemnity: 'Indenização',
    upTo: (amount) => `até ${amount}`,
    client: 'Cliente final',
    project: 'Projeto',
    poNumber: 'Número do pedido de compra',
    issuedBy: (seller, address) => `Emitido por ${seller}, ${address}.`,
  },
  ja: {
    title: 'ライセンス証明書',
    label: (label) => `${label}：`,
    licenceNumber: 'ライセンス番号',
    date: '日付',
    revoked: '失効',
    revokedOn: (date) => `${date}、注文の返金により失効しました。以降、このライセンスによる権利はありません`,
    licensee: 'ライセンス保有者',
    downloadedBy: 'ダウンロードした人',
    file: 'ファイル',
    fileValue: (title, kind, id) => `${title}（${kind === 'video' ? '動画' : '画像'} #${id}）`,
    format: 'サイズ',
    formatValue: (size, width, height) => `${size}、${width} x ${height} px`,
    contributor: 'コントリビューター',
    obtainedWith: '取得方法',
    obtainedValue: (source, value) => (value ? `${source}（価格 ${value}）` : source),
    licence: 'ライセンス',
    tierValue: (tier, summary) => `${tier}：${summary}`,
    upgraded: 'アップグレード',
    upgradedValue: (tier, date) => `${date}に${tier}へ`,
    indemnity: '補償',
    upTo: (amount) => `最大${amount}`,
    client: '最終クライアント',
    project: 'プロジェクト',
    poNumber: '発注番号',
    issuedBy: (seller, address) => `発行元：${seller}（${address}）`,
  },
};
