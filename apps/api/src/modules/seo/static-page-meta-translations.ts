import type { Locale, PageName } from '@stock/contracts/values';

type Words = Partial<Record<PageName, (brand: string) => { title: string; description: string }>>;

/** STATIC_PAGE_META in the other interface languages, page for page. */
export const TRANSLATED_PAGE_META: Record<Exclude<Locale, 'en'>, Words> = {
  de: {
    home: (b) => ({
      title: `${b}: Stockfotos und -videos mit klaren Lizenzen`,
      description: 'Lizenzfreie Fotos und Videos von unabhängigen Kreativen, lizenziert für alles, was Sie gestalten.',
    }),
    search: (b) => ({
      title: `Stockfotos und -videos suchen · ${b}`,
      description: `Lizenzfreie Fotos und Videos auf ${b} suchen: nach Stichwort, Farbe, Ausrichtung, Personen und mehr.`,
    }),
    collections: (b) => ({
      title: `Kuratierte Sammlungen · ${b}`,
      description: `Fotos und Videos zu einem Thema, ausgewählt vom ${b}-Team.`,
    }),
    buyerBlogs: (b) => ({
      title: `Blog · ${b}`,
      description: `Ideen, Tipps und Geschichten rund um Stockfotos und -videos, vom ${b}-Team.`,
    }),
    pricing: (b) => ({
      title: `Preise: Abos und Credit-Pakete · ${b}`,
      description: `Abonnements und Credit-Pakete für die Lizenzierung von ${b}-Fotos und -Videos, in US-Dollar.`,
    }),
    ourStory: (b) => ({
      title: `Über uns · ${b}`,
      description: `${b} ist ein Marktplatz, auf dem unabhängige Fotografen und Filmemacher ihre Werke unter einer klaren Lizenz anbieten.`,
    }),
    termsOfUse: (b) => ({
      title: `Nutzungsbedingungen · ${b}`,
      description: `Die Bedingungen für die Nutzung von ${b}, als Käufer von Lizenzen oder als Urheber, der eigene Werke verkauft.`,
    }),
    privacyPolicy: (b) => ({
      title: `Datenschutzerklärung · ${b}`,
      description: `Welche personenbezogenen Daten ${b} erhebt, warum, an wen wir sie weitergeben und welche Wahl Sie haben.`,
    }),
    cookiePolicy: (b) => ({
      title: `Cookie-Richtlinie · ${b}`,
      description: `Welche Cookies und ähnlichen Technologien ${b} verwendet, wofür, und wie Sie sie steuern.`,
    }),
    faq: (b) => ({ title: `Häufige Fragen · ${b}`, description: `Kurze Antworten zu Lizenzen, Abos, Teams und dem Verkaufen auf ${b}.` }),
    sellYourContent: (b) => ({
      title: `Inhalte verkaufen · ${b}`,
      description: `Laden Sie Ihre Fotos und Clips auf ${b} hoch, behalten Sie Ihr Urheberrecht und verdienen Sie an jeder Lizenz.`,
    }),
    reseller: (b) => ({
      title: `Wiederverkäuferprogramm · ${b}`,
      description: `Lizenzieren Sie ${b}-Fotos und -Videos für Ihre Kunden: einfach, transparent und vollständig lizenziert.`,
    }),
    referralCustomers: (b) => ({
      title: `Kunden werben · ${b}`,
      description: `Laden Sie Fotografen und Teams mit Ihrem Empfehlungscode zu ${b} ein und verdienen Sie mit.`,
    }),
    model: (b) => ({
      title: `Modelaufträge · ${b}`,
      description: `In Werken von ${b}-Urhebern auftreten: wie Modelaufträge ablaufen und wozu Sie zustimmen.`,
    }),
  },
  fr: {
    home: (b) => ({
      title: `${b} : photos et vidéos stock aux licences claires`,
      description: 'Photos et vidéos libres de droits de créateurs indépendants, sous licence pour tout ce que vous créez.',
    }),
    search: (b) => ({
      title: `Rechercher des photos et vidéos stock · ${b}`,
      description: `Recherchez des photos et vidéos libres de droits sur ${b} par mot-clé, couleur, orientation, personnes et plus.`,
    }),
    collections: (b) => ({
      title: `Collections sélectionnées · ${b}`,
      description: `Des photos et vidéos choisies par l’équipe ${b} autour d’un thème.`,
    }),
    buyerBlogs: (b) => ({
      title: `Blog · ${b}`,
      description: `Idées, conseils et histoires sur l’usage des photos et vidéos stock, par l’équipe ${b}.`,
    }),
    pricing: (b) => ({
      title: `Tarifs : abonnements et packs de crédits · ${b}`,
      description: `Abonnements et packs de crédits pour acheter des licences de photos et vidéos ${b}, en dollars US.`,
    }),
    ourStory: (b) => ({
      title: `Notre histoire · ${b}`,
      description: `${b} est une place de marché où photographes et vidéastes indépendants proposent leurs œuvres sous une licence claire.`,
    }),
    termsOfUse: (b) => ({
      title: `Conditions d’utilisation · ${b}`,
      description: `Les conditions d’utilisation de ${b}, pour acheter des licences ou vendre vos propres œuvres.`,
    }),
    privacyPolicy: (b) => ({
      title: `Politique de confidentialité · ${b}`,
      description: `Quelles données personnelles ${b} collecte, pourquoi, avec qui nous les partageons et vos choix.`,
    }),
    cookiePolicy: (b) => ({
      title: `Politique relative aux cookies · ${b}`,
      description: `Les cookies et technologies similaires utilisés par ${b}, leur rôle et comment les contrôler.`,
    }),
    faq: (b) => ({
      title: `Questions fréquentes · ${b}`,
      description: `Réponses rapides sur les licences, les abonnements, les équipes et la vente sur ${b}.`,
    }),
    sellYourContent: (b) => ({
      title: `Vendre vos contenus · ${b}`,
      description: `Publiez vos photos et clips sur ${b}, gardez vos droits d’auteur et touchez une redevance à chaque licence.`,
    }),
    reseller: (b) => ({
      title: `Programme revendeurs · ${b}`,
      description: `Achetez des licences ${b} pour vos clients, simplement, en toute transparence et en toute légalité.`,
    }),
    referralCustomers: (b) => ({
      title: `Parrainage de clients · ${b}`,
      description: `Invitez photographes et équipes sur ${b} avec votre code de parrainage et gagnez avec eux.`,
    }),
    model: (b) => ({
      title: `Missions de mannequinat · ${b}`,
      description: `Apparaître dans les œuvres des contributeurs ${b} : comment cela fonctionne et ce que vous acceptez.`,
    }),
  },
  es: {
    home: (b) => ({
      title: `${b}: fotos y vídeos de stock con licencias claras`,
      description: 'Fotos y vídeos libres de derechos de creadores independientes, con licencia para todo lo que hagas.',
    }),
    search: (b) => ({
      title: `Buscar fotos y vídeos de stock · ${b}`,
      description: `Busca fotos y vídeos libres de derechos en ${b} por palabra clave, color, orientación, personas y más.`,
    }),
    collections: (b) => ({
      title: `Colecciones seleccionadas · ${b}`,
      description: `Fotos y vídeos elegidos por el equipo de ${b} en torno a un tema.`,
    }),
    buyerBlogs: (b) => ({
      title: `Blog · ${b}`,
      description: `Ideas, consejos e historias sobre el uso de fotos y vídeos de stock, del equipo de ${b}.`,
    }),
    pricing: (b) => ({
      title: `Precios: planes y paquetes de créditos · ${b}`,
      description: `Planes de suscripción y paquetes de créditos para licenciar fotos y vídeos de ${b}, en dólares estadounidenses.`,
    }),
    ourStory: (b) => ({
      title: `Nuestra historia · ${b}`,
      description: `${b} es un mercado donde fotógrafos y cineastas independientes licencian su trabajo con una licencia clara.`,
    }),
    termsOfUse: (b) => ({
      title: `Condiciones de uso · ${b}`,
      description: `Las condiciones de uso de ${b}, como comprador de licencias o como colaborador que vende su obra.`,
    }),
    privacyPolicy: (b) => ({
      title: `Política de privacidad · ${b}`,
      description: `Qué datos personales recopila ${b}, por qué, con quién los compartimos y qué opciones tienes.`,
    }),
    cookiePolicy: (b) => ({
      title: `Política de cookies · ${b}`,
      description: `Qué cookies y tecnologías similares usa ${b}, para qué sirve cada una y cómo controlarlas.`,
    }),
    faq: (b) => ({
      title: `Preguntas frecuentes · ${b}`,
      description: `Respuestas rápidas sobre licencias, planes, equipos y ventas en ${b}.`,
    }),
    sellYourContent: (b) => ({
      title: `Vende tu contenido · ${b}`,
      description: `Sube tus fotos y clips a ${b}, conserva tus derechos de autor y gana con cada licencia.`,
    }),
    reseller: (b) => ({
      title: `Programa de revendedores · ${b}`,
      description: `Licencia fotos y vídeos de ${b} para tus clientes, de forma sencilla, transparente y con licencia completa.`,
    }),
    referralCustomers: (b) => ({
      title: `Clientes referidos · ${b}`,
      description: `Invita a fotógrafos y equipos a ${b} con tu código de referido y gana cuando les va bien.`,
    }),
    model: (b) => ({
      title: `Trabajos de modelo · ${b}`,
      description: `Aparece en obras de colaboradores de ${b}: cómo funcionan los trabajos de modelo y qué aceptas.`,
    }),
  },
  'pt-BR': {
    home: (b) => ({
      title: `${b}: fotos e vídeos de banco de imagens com licenças claras`,
      description: 'Fotos e vídeos isentos de royalties de criadores independentes, licenciados para tudo o que você faz.',
    }),
    search: (b) => ({
      title: `Pesquisar fotos e vídeos · ${b}`,
      description: `Pesquise fotos e vídeos isentos de royalties no ${b} por palavra-chave, cor, orientação, pessoas e mais.`,
    }),
    collections: (b) => ({
      title: `Coleções selecionadas · ${b}`,
      description: `Fotos e vídeos escolhidos pela equipe do ${b} em torno de um tema.`,
    }),
    buyerBlogs: (b) => ({
      title: `Blog · ${b}`,
      description: `Ideias, dicas e histórias sobre o uso de fotos e vídeos, da equipe do ${b}.`,
    }),
    pricing: (b) => ({
      title: `Preços: planos e pacotes de créditos · ${b}`,
      description: `Planos de assinatura e pacotes de créditos para licenciar fotos e vídeos do ${b}, em dólares americanos.`,
    }),
    ourStory: (b) => ({
      title: `Nossa história · ${b}`,
      description: `O ${b} é um marketplace onde fotógrafos e cineastas independentes licenciam seu trabalho sob uma licença clara.`,
    }),
    termsOfUse: (b) => ({
      title: `Termos de uso · ${b}`,
      description: `Os termos de uso do ${b}, como comprador de licenças ou como colaborador que vende o próprio trabalho.`,
    }),
    privacyPolicy: (b) => ({
      title: `Política de privacidade · ${b}`,
      description: `Quais dados pessoais o ${b} coleta, por quê, com quem compartilhamos e quais escolhas você tem.`,
    }),
    cookiePolicy: (b) => ({
      title: `Política de cookies · ${b}`,
      description: `Quais cookies e tecnologias semelhantes o ${b} usa, para que serve cada um e como controlá-los.`,
    }),
    faq: (b) => ({
      title: `Perguntas frequentes · ${b}`,
      description: `Respostas rápidas sobre licenças, planos, equipes e vendas no ${b}.`,
    }),
    sellYourContent: (b) => ({
      title: `Venda seu conteúdo · ${b}`,
      description: `Envie suas fotos e clipes ao ${b}, mantenha seus direitos autorais e ganhe a cada licença.`,
    }),
    reseller: (b) => ({
      title: `Programa de revendedores · ${b}`,
      description: `Licencie fotos e vídeos do ${b} para seus clientes, de forma simples, transparente e totalmente licenciada.`,
    }),
    referralCustomers: (b) => ({
      title: `Indicação de clientes · ${b}`,
      description: `Convide fotógrafos e equipes para o ${b} com seu código de indicação e ganhe junto com eles.`,
    }),
    model: (b) => ({
      title: `Trabalhos de modelo · ${b}`,
      description: `Apareça em obras de colaboradores do ${b}: como funcionam os trabalhos de modelo e com o que você concorda.`,
    }),
  },
  ja: {
    home: (b) => ({
      title: `${b}：明確なライセンスのストック写真・動画`,
      description: '独立したクリエイターによるロイヤリティフリーの写真と動画。あらゆる制作にご利用いただけます。',
    }),
    search: (b) => ({
      title: `ストック写真・動画を検索 · ${b}`,
      description: `${b}のロイヤリティフリー写真・動画を、キーワード、色、向き、人物などで検索できます。`,
    }),
    collections: (b) => ({ title: `厳選コレクション · ${b}`, description: `${b}チームがテーマごとに選んだ写真と動画。` }),
    buyerBlogs: (b) => ({
      title: `ブログ · ${b}`,
      description: `ストック写真・動画の活用アイデア、ヒント、ストーリーを${b}チームがお届けします。`,
    }),
    pricing: (b) => ({
      title: `料金：プランとクレジットパック · ${b}`,
      description: `${b}の写真・動画をライセンスするためのサブスクリプションプランとクレジットパック（米ドル）。`,
    }),
    ourStory: (b) => ({
      title: `私たちについて · ${b}`,
      description: `${b}は、独立した写真家や映像作家が明確なライセンスで作品を提供するマーケットプレイスです。`,
    }),
    termsOfUse: (b) => ({
      title: `利用規約 · ${b}`,
      description: `購入者として、または作品を販売する投稿者として${b}を利用する際の規約です。`,
    }),
    privacyPolicy: (b) => ({
      title: `プライバシーポリシー · ${b}`,
      description: `${b}が収集する個人情報、その理由、共有先、お客様が選べることについて。`,
    }),
    cookiePolicy: (b) => ({ title: `Cookieポリシー · ${b}`, description: `${b}が使用するCookieや類似技術、その目的と管理方法について。` }),
    faq: (b) => ({ title: `よくある質問 · ${b}`, description: `${b}のライセンス、プラン、チーム、販売についての簡単な回答。` }),
    sellYourContent: (b) => ({
      title: `コンテンツを販売 · ${b}`,
      description: `写真や動画を${b}にアップロードし、著作権を保持したまま、ライセンスごとにロイヤリティを得られます。`,
    }),
    reseller: (b) => ({
      title: `リセラープログラム · ${b}`,
      description: `お客様のために${b}の写真・動画を、シンプルかつ透明に、完全なライセンスで提供できます。`,
    }),
    referralCustomers: (b) => ({
      title: `お客様紹介 · ${b}`,
      description: `紹介コードで写真家やチームを${b}に招待し、その成果に応じて報酬を得られます。`,
    }),
    model: (b) => ({ title: `モデルの仕事 · ${b}`, description: `${b}の投稿者の作品に出演する：モデルの仕事の流れと同意事項について。` }),
  },
};
