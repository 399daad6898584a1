import { apart, line, link, type MailWords } from '../../mail/localized-mail';

export interface InvitationFacts {
  owner: string;
  brand: string;
  to: string;
  url: string;
  /** The last day the link works, already formatted for the reader. */
  until: string;
}

// The subject is ours alone: a buyer's own name would let anyone put words of their choosing before a stranger.
export const INVITATION_WORDS: MailWords<InvitationFacts> = {
  en: ({ owner, brand, to, url, until }) => ({
    subject: `You are invited to a team on ${brand}`,
    body: [
      line`${owner} invited you to their team on ${brand}.`,
      '',
      line`As a member you download licensed photos and videos under the team's plan and work in the team's collections.`,
      apart(
        line`Join with this link (sign up or sign in with ${to}); it works until ${until}:\n${url}`,
        line`${link('Join the team', url)} (sign up or sign in with ${to}); the link works until ${until}.`,
      ),
      '',
      line`If you do not know this person, you can ignore this e-mail.`,
    ],
  }),
  de: ({ owner, brand, to, url, until }) => ({
    subject: `Einladung in ein Team auf ${brand}`,
    body: [
      line`${owner} hat Sie in ein Team auf ${brand} eingeladen.`,
      '',
      line`Als Mitglied laden Sie lizenzierte Fotos und Videos über den Tarif des Teams herunter und arbeiten in den Sammlungen des Teams.`,
      apart(
        line`Treten Sie über diesen Link bei (registrieren Sie sich oder melden Sie sich mit ${to} an); er gilt bis zum ${until}:\n${url}`,
        line`${link('Dem Team beitreten', url)} (registrieren Sie sich oder melden Sie sich mit ${to} an); der Link gilt bis zum ${until}.`,
      ),
      '',
      line`Wenn Sie diese Person nicht kennen, können Sie diese E-Mail ignorieren.`,
    ],
  }),
  fr: ({ owner, brand, to, url, until }) => ({
    subject: `Invitation à rejoindre une équipe sur ${brand}`,
    body: [
      line`${owner} vous invite à rejoindre son équipe sur ${brand}.`,
      '',
      line`En tant que membre, vous téléchargez des photos et des vidéos sous licence avec l’abonnement de l’équipe et vous travaillez dans ses collections.`,
      apart(
        line`Rejoignez-la avec ce lien (inscrivez-vous ou connectez-vous avec ${to}) ; il est valable jusqu’au ${until} :\n${url}`,
        line`${link('Rejoindre l’équipe', url)} (inscrivez-vous ou connectez-vous avec ${to}) ; le lien est valable jusqu’au ${until}.`,
      ),
      '',
      line`Si vous ne connaissez pas cette personne, vous pouvez ignorer cet e-mail.`,
    ],
  }),
  es: ({ owner, brand, to, url, until }) => ({
    subject: `Te han invitado a un equipo en ${brand}`,
    body: [
      line`${owner} te ha invitado a su equipo en ${brand}.`,
      '',
      line`Como miembro, descargas fotos y vídeos con licencia con el plan del equipo y trabajas en sus colecciones.`,
      apart(
        line`Únete con este enlace (regístrate o inicia sesión con ${to}); es válido hasta el ${until}:\n${url}`,
        line`${link('Unirte al equipo', url)} (regístrate o inicia sesión con ${to}); el enlace es válido hasta el ${until}.`,
      ),
      '',
      line`Si no conoces a esta persona, puedes ignorar este correo.`,
    ],
  }),
  'pt-BR': ({ owner, brand, to, url, until }) => ({
    subject: `Convite para uma equipe no ${brand}`,
    body: [
      line`${owner} convidou você para uma equipe no ${brand}.`,
      '',
      line`Como membro, você baixa fotos e vídeos licenciados pelo plano da equipe e trabalha nas coleções da equipe.`,
      apart(
        line`Entre com este link (cadastre-se ou faça login com ${to}); ele vale até ${until}:\n${url}`,
        line`${link('Entrar na equipe', url)} (cadastre-se ou faça login com ${to}); o link vale até ${until}.`,
      ),
      '',
      line`Se você não conhece essa pessoa, pode ignorar este e-mail.`,
    ],
  }),
  ja: ({ owner, brand, to, url, until }) => ({
    subject: `${brand}のチームに招待されました`,
    body: [
      line`${owner}さんから${brand}のチームに招待されました。`,
      '',
      line`メンバーになると、チームのプランでライセンス付きの写真や動画をダウンロードし、チームのコレクションで作業できます。`,
      apart(
        line`次のリンクから参加してください（${to}で登録またはログインしてください）。${until}まで有効です：\n${url}`,
        line`${link('チームに参加する', url)}（${to}で登録またはログインしてください）。リンクは${until}まで有効です。`,
      ),
      '',
      line`この方に心当たりがない場合は、このメールを無視してください。`,
    ],
  }),
};
