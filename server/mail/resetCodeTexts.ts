/**
 * The password reset mail in the 13 languages of the site, one whole text per
 * language (never fragments glued together): a `Record<Locale, …>`, so a
 * locale added to src/config/locales.ts without its mail fails to compile.
 *
 * Numbers of minutes go through the language's plural rules
 * (Intl.PluralRules with the locale's htmlLang): Arabic says دقيقة واحدة,
 * دقيقتين, 3–10 دقائق, 11+ دقيقة; Russian минуту, минуты, минут. Where a
 * language's `many` never applies to whole minutes below a million
 * (es, fr, it, pt), its `other` form serves. The minutes are written with
 * the digits the site uses for counts in that language (Bengali in bn, as
 * its glossary says); the reset code itself is Latin letters and digits on
 * a line of its own, so it can be copied whole.
 */
import type { Locale } from '../../src/config/locales';

/** A phrase for a number, per plural category; `other` is the fallback. */
export type PluralPhrase = Partial<Record<Intl.LDMLPluralRule, (n: string) => string>> & {
  other: (n: string) => string;
};

export interface ResetCodeTextValues {
  username: string;
  /** How long the code stays valid, already through `minutes`. */
  validFor: string;
}

export interface ResetCodeTexts {
  subject: string;
  /** A number of minutes, as the sentence that says how long the code is valid needs it. */
  minutes: PluralPhrase;
  greeting(values: ResetCodeTextValues): string;
  /** The line just before the code. */
  codeIntro: string;
  /** How long it is valid, that it works once, where to enter it; ends by leading to the link below. */
  howToUse(values: ResetCodeTextValues): string;
  /** For whoever did not ask for a code. */
  notYou: string;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

export const RESET_CODE_TEXTS: Record<Locale, ResetCodeTexts> = {
  zh: {
    subject: '你的 PromptDeck 密码重置码',
    minutes: { other: (n) => `${n} 分钟` },
    greeting: ({ username }) => `${username}，你好：`,
    codeIntro: '你的密码重置码是：',
    howToUse: ({ validFor }) =>
      `重置码在 ${validFor}内有效，只能使用一次。请在“重置密码”页面输入它，或打开下面的链接，重置码会自动填好：`,
    notYou: '如果你没有申请重置码，请忽略这封邮件，你的密码不会改变。',
  },
  en: {
    subject: 'Your PromptDeck password reset code',
    minutes: { one: (n) => `${n} minute`, other: (n) => `${n} minutes` },
    greeting: ({ username }) => `Hello ${username},`,
    codeIntro: 'Your password reset code is:',
    howToUse: ({ validFor }) =>
      `It is valid for ${validFor} and works only once. Enter it on the “Reset password” page, or open this link, which fills it in for you:`,
    notYou: 'If you did not ask for a code, you can ignore this message: your password stays the same.',
  },
  ja: {
    subject: 'PromptDeck パスワード再設定コードのお知らせ',
    minutes: { other: (n) => `${n}分` },
    greeting: ({ username }) => `${username} 様`,
    codeIntro: 'パスワードの再設定コードは次のとおりです。',
    howToUse: ({ validFor }) =>
      `このコードの有効期限は${validFor}で、使えるのは一度だけです。「パスワードの再設定」ページで入力するか、次のリンクを開いてください。コードが入力された状態でページが開きます。`,
    notYou: 'このメールに心当たりがない場合は、破棄してください。パスワードは変更されません。',
  },
  ko: {
    subject: 'PromptDeck 비밀번호 재설정 코드',
    minutes: { other: (n) => `${n}분` },
    greeting: ({ username }) => `${username}님, 안녕하세요.`,
    codeIntro: '비밀번호 재설정 코드는 다음과 같습니다.',
    howToUse: ({ validFor }) =>
      `이 코드는 ${validFor} 동안 유효하며 한 번만 사용할 수 있습니다. ‘비밀번호 재설정’ 페이지에 입력하거나 아래 링크를 여세요. 코드가 입력된 상태로 페이지가 열립니다.`,
    notYou: '코드를 요청하지 않으셨다면 이 메일은 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
  },
  es: {
    subject: 'Tu código para restablecer la contraseña de PromptDeck',
    minutes: { one: (n) => `${n} minuto`, other: (n) => `${n} minutos` },
    greeting: ({ username }) => `Hola, ${username}:`,
    codeIntro: 'Tu código de restablecimiento de la contraseña es:',
    howToUse: ({ validFor }) =>
      `Es válido durante ${validFor} y solo se puede usar una vez. Introdúcelo en la página «Restablecer contraseña» o abre este enlace, que lo rellena por ti:`,
    notYou: 'Si no has pedido ningún código, ignora este mensaje: tu contraseña no cambia.',
  },
  fr: {
    subject: 'Votre code de réinitialisation PromptDeck',
    minutes: { one: (n) => `${n}${NBSP}minute`, other: (n) => `${n}${NBSP}minutes` },
    greeting: ({ username }) => `Bonjour ${username},`,
    codeIntro: `Voici votre code de réinitialisation du mot de passe${NBSP}:`,
    howToUse: ({ validFor }) =>
      `Il est valable ${validFor} et ne sert qu’une fois. Saisissez-le sur la page «${NNBSP}Réinitialiser le mot de passe${NNBSP}», ou ouvrez ce lien, qui le remplit pour vous${NBSP}:`,
    notYou: `Si vous n’avez pas demandé de code, ignorez ce message${NBSP}: votre mot de passe reste inchangé.`,
  },
  de: {
    subject: 'Dein Code zum Zurücksetzen des PromptDeck-Passworts',
    minutes: { one: (n) => `${n} Minute`, other: (n) => `${n} Minuten` },
    greeting: ({ username }) => `Hallo ${username},`,
    codeIntro: 'dein Code zum Zurücksetzen des Passworts lautet:',
    howToUse: ({ validFor }) =>
      `Er ist ${validFor} gültig und funktioniert nur einmal. Gib ihn auf der Seite „Passwort zurücksetzen“ ein oder öffne diesen Link, der ihn für dich einträgt:`,
    notYou:
      'Falls du keinen Code angefordert hast, ignoriere diese Nachricht einfach: Dein Passwort bleibt, wie es ist.',
  },
  it: {
    subject: 'Il tuo codice per reimpostare la password di PromptDeck',
    minutes: { one: (n) => `${n} minuto`, other: (n) => `${n} minuti` },
    greeting: ({ username }) => `Ciao ${username},`,
    codeIntro: 'ecco il tuo codice per reimpostare la password:',
    howToUse: ({ validFor }) =>
      `È valido per ${validFor} e si può usare una sola volta. Inseriscilo nella pagina «Reimposta la password» oppure apri questo link, che lo compila per te:`,
    notYou: 'Se non hai chiesto tu il codice, ignora questo messaggio: la tua password resta invariata.',
  },
  ru: {
    subject: 'Код для сброса пароля PromptDeck',
    minutes: {
      one: (n) => `${n} минуту`,
      few: (n) => `${n} минуты`,
      many: (n) => `${n} минут`,
      other: (n) => `${n} минуты`,
    },
    greeting: ({ username }) => `Здравствуйте, ${username}!`,
    codeIntro: 'Ваш код для сброса пароля:',
    howToUse: ({ validFor }) =>
      `Код действует ${validFor}, использовать его можно только один раз. Введите его на странице «Сброс пароля» или откройте эту ссылку — код подставится автоматически:`,
    notYou: 'Если вы не запрашивали код, просто проигнорируйте это письмо: ваш пароль останется прежним.',
  },
  pt: {
    subject: 'Seu código para redefinir a senha do PromptDeck',
    minutes: { one: (n) => `${n} minuto`, other: (n) => `${n} minutos` },
    greeting: ({ username }) => `Olá, ${username}!`,
    codeIntro: 'Seu código de redefinição de senha é:',
    howToUse: ({ validFor }) =>
      `Ele vale por ${validFor} e só pode ser usado uma vez. Digite-o na página “Redefinir senha” ou abra este link, que já preenche o código para você:`,
    notYou: 'Se você não pediu um código, ignore esta mensagem: sua senha continua a mesma.',
  },
  hi: {
    subject: 'आपका PromptDeck पासवर्ड रीसेट कोड',
    minutes: { one: (n) => `${n} मिनट`, other: (n) => `${n} मिनट` },
    greeting: ({ username }) => `नमस्ते ${username},`,
    codeIntro: 'आपका पासवर्ड रीसेट कोड यह है:',
    howToUse: ({ validFor }) =>
      `यह कोड ${validFor} तक मान्य है और सिर्फ़ एक बार काम करता है। इसे “पासवर्ड रीसेट करें” पेज पर डालें, या यह लिंक खोलें, जिससे कोड अपने-आप भर जाएगा:`,
    notYou: 'अगर आपने कोड नहीं माँगा था, तो इस ईमेल को अनदेखा करें। आपका पासवर्ड नहीं बदलेगा।',
  },
  ar: {
    subject: 'رمز إعادة تعيين كلمة المرور في PromptDeck',
    minutes: {
      zero: (n) => `${n} دقيقة`,
      one: () => 'دقيقة واحدة',
      two: () => 'دقيقتين',
      few: (n) => `${n} دقائق`,
      many: (n) => `${n} دقيقة`,
      other: (n) => `${n} دقيقة`,
    },
    greeting: ({ username }) => `مرحبًا ${username}،`,
    codeIntro: 'رمز إعادة تعيين كلمة المرور الخاص بك هو:',
    howToUse: ({ validFor }) =>
      `يظل الرمز صالحًا مدة ${validFor}، ولا يمكن استخدامه إلا مرة واحدة. أدخله في صفحة «إعادة تعيين كلمة المرور»، أو افتح هذا الرابط الذي يُدخله لك تلقائيًا:`,
    notYou: 'إذا لم تطلب رمزًا، فتجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.',
  },
  bn: {
    subject: 'আপনার PromptDeck পাসওয়ার্ড রিসেট কোড',
    minutes: { one: (n) => `${n} মিনিট`, other: (n) => `${n} মিনিট` },
    greeting: ({ username }) => `প্রিয় ${username},`,
    codeIntro: 'আপনার পাসওয়ার্ড রিসেট কোড:',
    howToUse: ({ validFor }) =>
      `কোডটি ${validFor} বৈধ থাকবে এবং একবারই ব্যবহার করা যাবে। “পাসওয়ার্ড রিসেট করুন” পেজে কোডটি লিখুন, অথবা এই লিংকটি খুলুন — কোডটি নিজে থেকেই বসে যাবে:`,
    notYou: 'আপনি কোড না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড বদলাবে না।',
  },
};
