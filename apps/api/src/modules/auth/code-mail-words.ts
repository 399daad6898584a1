import type { Locale } from '@stock/contracts';
import type { CodePurposeValue } from '../../db/schema';

type MailedPurpose = Exclude<CodePurposeValue, 'phone_verify'>;

export interface CodeMailWords {
  subject: Record<MailedPurpose, string>;
  /** What the code is for, completing "Enter it ..." */
  why: Record<MailedPurpose, string>;
  yourCode: (brand: string) => string;
  enterIt: (why: string, minutes: number) => string;
  ignore: string;
}

/** The code e-mails (verification, e-mail change, password reset, bank details) in each interface language. */
export const CODE_MAIL_WORDS: Record<Locale, CodeMailWords> = {
  en: {
    subject: {
      email_verify: 'Verify your e-mail address',
      email_change: 'Confirm your new e-mail address',
      password_reset: 'Your password code',
      bank_details: 'Confirm your bank details',
    },
    why: {
      email_verify: 'to verify your e-mail address',
      email_change: 'to start using this e-mail address on your account',
      password_reset: 'to choose a new password',
      bank_details: 'to confirm the bank account your earnings are paid to',
    },
    yourCode: (brand) => `Your ${brand} code is`,
    enterIt: (why, minutes) => `Enter it ${why}. It works once and for ${minutes} minutes.`,
    ignore: 'If you did not ask for it, you can ignore this e-mail: nothing changes without the code.',
  },
  de: {
    subject: {
      email_verify: 'Bestätigen Sie Ihre E-Mail-Adresse',
      email_change: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      password_reset: 'Ihr Code für das Passwort',
      bank_details: 'Bestätigen Sie Ihre Bankverbindung',
    },
    why: {
      email_verify: 'um Ihre E-Mail-Adresse zu bestätigen',
      email_change: 'um diese E-Mail-Adresse für Ihr Konto zu verwenden',
      password_reset: 'um ein neues Passwort zu wählen',
      bank_details: 'um das Konto zu bestätigen, auf das Ihre Einnahmen gezahlt werden',
    },
    yourCode: (brand) => `Ihr ${brand}-Code lautet`,
    enterIt: (why, minutes) => `Geben Sie ihn ein, ${why}. Er gilt einmal und ${minutes} Minuten lang.`,
    ignore: 'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne den Code ändert sich nichts.',
  },
  fr: {
    subject: {
      email_verify: 'Vérifiez votre adresse e-mail',
      email_change: 'Confirmez votre nouvelle adresse e-mail',
      password_reset: 'Votre code de mot de passe',
      bank_details: 'Confirmez vos coordonnées bancaires',
    },
    why: {
      email_verify: 'pour vérifier votre adresse e-mail',
      email_change: 'pour utiliser cette adresse e-mail sur votre compte',
      password_reset: 'pour choisir un nouveau mot de passe',
      bank_details: 'pour confirmer le compte bancaire sur lequel vos revenus sont versés',
    },
    yourCode: (brand) => `Votre code ${brand} est`,
    enterIt: (why, minutes) => `Saisissez-le ${why}. Il ne sert qu’une fois et reste valable ${minutes} minutes.`,
    ignore: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne change sans le code.',
  },
  es: {
    subject: {
      email_verify: 'Verifica tu dirección de correo',
      email_change: 'Confirma tu nueva dirección de correo',
      password_reset: 'Tu código de contraseña',
      bank_details: 'Confirma tus datos bancarios',
    },
    why: {
      email_verify: 'para verificar tu dirección de correo',
      email_change: 'para empezar a usar esta dirección en tu cuenta',
      password_reset: 'para elegir una contraseña nueva',
      bank_details: 'para confirmar la cuenta bancaria donde se pagan tus ganancias',
    },
    yourCode: (brand) => `Tu código de ${brand} es`,
    enterIt: (why, minutes) => `Introdúcelo ${why}. Sirve una vez y durante ${minutes} minutos.`,
    ignore: 'Si no lo has pedido, puedes ignorar este correo: nada cambia sin el código.',
  },
  'pt-BR': {
    subject: {
      email_verify: 'Confirme seu endereço de e-mail',
      email_change: 'Confirme seu novo endereço de e-mail',
      password_reset: 'Seu código de senha',
      bank_details: 'Confirme seus dados bancários',
    },
    why: {
      email_verify: 'para confirmar seu endereço de e-mail',
      email_change: 'para começar a usar este e-mail na sua conta',
      password_reset: 'para escolher uma nova senha',
      bank_details: 'para confirmar a conta bancária onde seus ganhos são pagos',
    },
    yourCode: (brand) => `Seu código do ${brand} é`,
    enterIt: (why, minutes) => `Digite-o ${why}. Ele vale uma vez e por ${minutes} minutos.`,
    ignore: 'Se você não pediu, pode ignorar este e-mail: nada muda sem o código.',
  },
  ja: {
    subject: {
      email_verify: 'メールアドレスの確認',
      email_change: '新しいメールアドレスの確認',
      password_reset: 'パスワード再設定コード',
      bank_details: '口座情報の確認',
    },
    why: {
      email_verify: 'メールアドレスを確認するため',
      email_change: 'このメールアドレスをアカウントで使うため',
      password_reset: '新しいパスワードを設定するため',
      bank_details: '収益の振込先口座を確認するため',
    },
    yourCode: (brand) => `${brand}の確認コード：`,
    enterIt: (why, minutes) => `${why}に入力してください。1回のみ、${minutes}分間有効です。`,
    ignore: '心当たりがない場合は、このメールを無視してください。コードがなければ何も変更されません。',
  },
};
