import type { Locale } from '@stock/contracts';
import { line, type MailWords } from '../../mail/localized-mail';

type Role = 'buyer' | 'contributor';

export interface SignInFailuresFacts {
  brand: string;
  /** Already formatted for the reader. */
  failures: string;
}

export interface RegistrationFacts {
  brand: string;
  role: Role;
  roleAdded: boolean;
}

/** The role as each language names it in these notices. */
const ROLE: Record<Locale, Record<Role, string>> = {
  en: { buyer: 'buyer', contributor: 'contributor' },
  de: { buyer: 'Käufer', contributor: 'Urheber' },
  fr: { buyer: 'acheteur', contributor: 'contributeur' },
  es: { buyer: 'comprador', contributor: 'colaborador' },
  'pt-BR': { buyer: 'comprador', contributor: 'colaborador' },
  ja: { buyer: '購入者', contributor: 'コントリビューター' },
};

export const SIGN_IN_FAILURES_WORDS: MailWords<SignInFailuresFacts> = {
  en: ({ brand, failures }) => ({
    subject: `Failed sign-in attempts on your ${brand} account`,
    body: [
      line`Someone has tried to sign in to your ${brand} account with a wrong password ${failures} times in the last few minutes.`,
      line`For your safety, further attempts from other places now have to wait a little. Devices you have signed in on before are not affected.`,
      '',
      line`If it was you, wait a moment and try again, or reset your password with "Forgot password".`,
      line`If it was not you, your password held. Choosing a new, unique password is still a good idea.`,
    ],
  }),
  de: ({ brand, failures }) => ({
    subject: `Fehlgeschlagene Anmeldeversuche bei Ihrem ${brand}-Konto`,
    body: [
      line`Jemand hat in den letzten Minuten ${failures}-mal versucht, sich mit einem falschen Passwort bei Ihrem ${brand}-Konto anzumelden.`,
      line`Zu Ihrer Sicherheit müssen weitere Versuche von anderen Orten jetzt etwas warten. Geräte, auf denen Sie sich schon einmal angemeldet haben, sind nicht betroffen.`,
      '',
      line`Wenn Sie das waren, warten Sie einen Moment und versuchen Sie es erneut, oder setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück.`,
      line`Wenn Sie es nicht waren: Ihr Passwort hat standgehalten. Ein neues Passwort, das Sie nirgendwo sonst verwenden, ist trotzdem eine gute Idee.`,
    ],
  }),
  fr: ({ brand, failures }) => ({
    subject: `Tentatives de connexion échouées sur votre compte ${brand}`,
    body: [
      line`Quelqu’un a essayé ${failures} fois au cours des dernières minutes de se connecter à votre compte ${brand} avec un mot de passe erroné.`,
      line`Pour votre sécurité, les prochaines tentatives depuis d’autres endroits doivent maintenant patienter un peu. Les appareils avec lesquels vous vous êtes déjà connecté ne sont pas concernés.`,
      '',
      line`Si c’était vous, patientez un instant et réessayez, ou réinitialisez votre mot de passe avec « Mot de passe oublié ? ».`,
      line`Si ce n’était pas vous, votre mot de passe a tenu bon. Choisir un nouveau mot de passe, utilisé nulle part ailleurs, reste une bonne idée.`,
    ],
  }),
  es: ({ brand, failures }) => ({
    subject: `Intentos fallidos de inicio de sesión en tu cuenta de ${brand}`,
    body: [
      line`Alguien ha intentado iniciar sesión en tu cuenta de ${brand} con una contraseña incorrecta ${failures} veces en los últimos minutos.`,
      line`Por tu seguridad, los siguientes intentos desde otros lugares tendrán que esperar un poco. Los dispositivos en los que ya has iniciado sesión no se ven afectados.`,
      '',
      line`Si fuiste tú, espera un momento y vuelve a intentarlo, o restablece tu contraseña con «¿Has olvidado tu contraseña?».`,
      line`Si no fuiste tú, tu contraseña ha resistido. Aun así, es buena idea elegir una contraseña nueva que no uses en ningún otro sitio.`,
    ],
  }),
  'pt-BR': ({ brand, failures }) => ({
    subject: `Tentativas de login malsucedidas na sua conta ${brand}`,
    body: [
      line`Alguém tentou entrar na sua conta ${brand} com uma senha errada ${failures} vezes nos últimos minutos.`,
      line`Para sua segurança, novas tentativas de outros lugares agora precisam esperar um pouco. Os dispositivos em que você já entrou antes não são afetados.`,
      '',
      line`Se foi você, espere um momento e tente de novo, ou redefina sua senha em “Esqueceu sua senha?”.`,
      line`Se não foi você, sua senha resistiu. Mesmo assim, escolher uma senha nova, que você não use em nenhum outro lugar, é uma boa ideia.`,
    ],
  }),
  ja: ({ brand, failures }) => ({
    subject: `${brand}アカウントへのログイン失敗のお知らせ`,
    body: [
      line`この数分間に、誤ったパスワードで${brand}アカウントへのログインが${failures}回試みられました。`,
      line`安全のため、他の場所からのログインはしばらくお待ちいただきます。以前ログインしたことのある端末には影響ありません。`,
      '',
      line`ご本人の場合は、少し時間をおいてから再度お試しいただくか、「パスワードをお忘れですか？」からパスワードを再設定してください。`,
      line`お心当たりがない場合も、パスワードは破られていません。ただし、ほかでは使っていない新しいパスワードへの変更をおすすめします。`,
    ],
  }),
};

/**
 * Someone registered with an address that already has an account. The answer on the page is the same as for a new
 * address, so the owner hears what happened here, and nobody else learns that the address has an account.
 */
export const REGISTRATION_WORDS: MailWords<RegistrationFacts> = {
  en: ({ brand, role, roleAdded }) => {
    const noun = ROLE.en[role];
    return roleAdded
      ? {
          subject: `Your ${brand} account can now be used as a ${noun}`,
          body: [
            line`Someone signed up as a ${noun} with this e-mail address and your account's password, so we added the ${noun} role to your ${brand} account.`,
            line`If it was you, sign in as a ${noun} with your usual password.`,
            line`If it was not you, someone knows your password: reset it with "Forgot password" now.`,
          ],
        }
      : {
          subject: `Someone tried to sign up with your e-mail address at ${brand}`,
          body: [
            line`Someone tried to create a ${noun} account at ${brand} with this e-mail address, which already has an account. We did not create another one.`,
            line`If it was you, sign in with your password, or reset it with "Forgot password" on the sign-in page if you do not remember it.`,
            line`If it was not you, you can ignore this e-mail: nothing has changed.`,
          ],
        };
  },
  de: ({ brand, role, roleAdded }) => {
    const noun = ROLE.de[role];
    return roleAdded
      ? {
          subject: `Sie können Ihr ${brand}-Konto jetzt auch als ${noun} nutzen`,
          body: [
            line`Jemand hat sich mit dieser E-Mail-Adresse und dem Passwort Ihres Kontos als ${noun} registriert. Deshalb haben wir Ihrem ${brand}-Konto die Rolle „${noun}“ hinzugefügt.`,
            line`Wenn Sie das waren, melden Sie sich mit Ihrem gewohnten Passwort als ${noun} an.`,
            line`Wenn Sie es nicht waren, kennt jemand Ihr Passwort: Setzen Sie es jetzt über „Passwort vergessen?“ zurück.`,
          ],
        }
      : {
          subject: `Registrierungsversuch mit Ihrer E-Mail-Adresse bei ${brand}`,
          body: [
            line`Jemand hat versucht, mit dieser E-Mail-Adresse ein ${noun}konto bei ${brand} anzulegen. Für diese Adresse gibt es bereits ein Konto, daher haben wir kein weiteres angelegt.`,
            line`Wenn Sie das waren, melden Sie sich mit Ihrem Passwort an. Falls Sie es nicht mehr wissen, setzen Sie es auf der Anmeldeseite über „Passwort vergessen?“ zurück.`,
            line`Wenn Sie es nicht waren, können Sie diese E-Mail ignorieren: Es hat sich nichts geändert.`,
          ],
        };
  },
  fr: ({ brand, role, roleAdded }) => {
    const noun = ROLE.fr[role];
    return roleAdded
      ? {
          subject: `Votre compte ${brand} peut désormais servir de compte ${noun}`,
          body: [
            line`Quelqu’un s’est inscrit comme ${noun} avec cette adresse e-mail et le mot de passe de votre compte : nous avons donc ajouté le rôle ${noun} à votre compte ${brand}.`,
            line`Si c’était vous, connectez-vous comme ${noun} avec votre mot de passe habituel.`,
            line`Si ce n’était pas vous, quelqu’un connaît votre mot de passe : réinitialisez-le dès maintenant avec « Mot de passe oublié ? ».`,
          ],
        }
      : {
          subject: `Tentative d’inscription avec votre adresse e-mail sur ${brand}`,
          body: [
            line`Quelqu’un a essayé de créer un compte ${noun} sur ${brand} avec cette adresse e-mail, qui a déjà un compte. Nous n’en avons pas créé d’autre.`,
            line`Si c’était vous, connectez-vous avec votre mot de passe, ou réinitialisez-le avec « Mot de passe oublié ? » sur la page de connexion si vous ne vous en souvenez plus.`,
            line`Si ce n’était pas vous, vous pouvez ignorer cet e-mail : rien n’a changé.`,
          ],
        };
  },
  es: ({ brand, role, roleAdded }) => {
    const noun = ROLE.es[role];
    return roleAdded
      ? {
          subject: `Ya puedes usar tu cuenta de ${brand} como ${noun}`,
          body: [
            line`Alguien se ha registrado como ${noun} con esta dirección de correo y la contraseña de tu cuenta, así que hemos añadido el rol de ${noun} a tu cuenta de ${brand}.`,
            line`Si fuiste tú, inicia sesión como ${noun} con tu contraseña de siempre.`,
            line`Si no fuiste tú, alguien conoce tu contraseña: restablécela ahora con «¿Has olvidado tu contraseña?».`,
          ],
        }
      : {
          subject: `Alguien intentó registrarse en ${brand} con tu dirección de correo`,
          body: [
            line`Alguien intentó crear una cuenta de ${noun} en ${brand} con esta dirección de correo, que ya tiene una cuenta. No hemos creado otra.`,
            line`Si fuiste tú, inicia sesión con tu contraseña o, si no la recuerdas, restablécela con «¿Has olvidado tu contraseña?» en la página de inicio de sesión.`,
            line`Si no fuiste tú, puedes ignorar este correo: no ha cambiado nada.`,
          ],
        };
  },
  'pt-BR': ({ brand, role, roleAdded }) => {
    const noun = ROLE['pt-BR'][role];
    return roleAdded
      ? {
          subject: `Sua conta ${brand} agora também pode ser usada como ${noun}`,
          body: [
            line`Alguém se cadastrou como ${noun} com este e-mail e a senha da sua conta, então adicionamos o papel de ${noun} à sua conta ${brand}.`,
            line`Se foi você, entre como ${noun} com a sua senha de sempre.`,
            line`Se não foi você, alguém conhece sua senha: redefina-a agora em “Esqueceu sua senha?”.`,
          ],
        }
      : {
          subject: `Alguém tentou se cadastrar no ${brand} com seu e-mail`,
          body: [
            line`Alguém tentou criar uma conta de ${noun} no ${brand} com este e-mail, que já tem uma conta. Não criamos outra.`,
            line`Se foi você, entre com sua senha ou, se não se lembrar dela, redefina-a em “Esqueceu sua senha?” na página de login.`,
            line`Se não foi você, pode ignorar este e-mail: nada mudou.`,
          ],
        };
  },
  ja: ({ brand, role, roleAdded }) => {
    const noun = ROLE.ja[role];
    return roleAdded
      ? {
          subject: `${brand}アカウントを${noun}としてもご利用いただけるようになりました`,
          body: [
            line`このメールアドレスとお客様のアカウントのパスワードで${noun}として登録が行われたため、${brand}アカウントに${noun}の役割を追加しました。`,
            line`ご本人の場合は、いつものパスワードで${noun}としてログインしてください。`,
            line`お心当たりがない場合は、第三者がパスワードを知っています。今すぐ「パスワードをお忘れですか？」からパスワードを再設定してください。`,
          ],
        }
      : {
          subject: `${brand}でお客様のメールアドレスを使った登録が試みられました`,
          body: [
            line`このメールアドレスで${brand}の${noun}アカウントを作成しようとする操作がありましたが、このアドレスにはすでにアカウントがあるため、新しいアカウントは作成していません。`,
            line`ご本人の場合は、パスワードでログインしてください。パスワードをお忘れの場合は、ログインページの「パスワードをお忘れですか？」から再設定できます。`,
            line`お心当たりがない場合は、このメールを無視してください。何も変更されていません。`,
          ],
        };
  },
};
