/**
 * The mail that tells a member a new access token was made for their account, in the 13
 * languages of the site, one whole text per language (as resetCodeTexts.ts): a
 * `Record<Locale, …>`, so a locale added to src/config/locales.ts without its mail fails to
 * compile. The access words are those of the token list on the account page (code.json
 * account.tokens.scopeRead / scopeWrite), so the mail and the page name a token's access alike.
 * The token's name, the dates and the link are filled in by templates.ts (dates through Intl in
 * the locale, as the account page writes them).
 */
import type { Locale } from '../../src/config/locales';

export interface NewTokenTexts {
  subject: string;
  greeting(values: { username: string }): string;
  /** The sentence before the token's details. */
  intro: string;
  /** Labels of the details, each followed by its value on the same line. */
  name: string;
  scope: string;
  expires: string;
  created: string;
  scopeRead: string;
  scopeWrite: string;
  /** The expiry of a read-only token that never expires. */
  never: string;
  /** A moment in UTC, as the mail writes it ("{time} UTC"). */
  utc(time: string): string;
  /** Nothing to do when it was the reader. */
  ifYou: string;
  /** What to do otherwise; ends by leading to the link of the token list below it. */
  notYou: string;
}

const NBSP = '\u00a0';

export const NEW_TOKEN_TEXTS: Record<Locale, NewTokenTexts> = {
  zh: {
    subject: '你的 PromptDeck 账户新建了一个访问令牌',
    greeting: ({ username }) => `${username}，你好：`,
    intro: '你的账户刚刚新建了一个访问令牌：',
    name: '名称：',
    scope: '权限：',
    expires: '过期时间：',
    created: '创建时间：',
    scopeRead: '只读',
    scopeWrite: '读写',
    never: '永不过期',
    utc: (time) => `${time}（UTC）`,
    ifYou: '如果这是你本人的操作，无需做任何事。',
    notYou: '如果不是你创建的，请立即在“我的账户”中撤销这个令牌，然后修改密码：',
  },
  en: {
    subject: 'A new access token was created for your PromptDeck account',
    greeting: ({ username }) => `Hello ${username},`,
    intro: 'A new access token was just created for your account:',
    name: 'Name:',
    scope: 'Access:',
    expires: 'Expires:',
    created: 'Created:',
    scopeRead: 'Read only',
    scopeWrite: 'Read and write',
    never: 'Never',
    utc: (time) => `${time} UTC`,
    ifYou: 'If you created it, there is nothing to do.',
    notYou: 'If you did not, revoke it now in My account, then change your password:',
  },
  ja: {
    subject: 'PromptDeck アカウントでアクセストークンが作成されました',
    greeting: ({ username }) => `${username} 様`,
    intro: 'お使いのアカウントで、新しいアクセストークンが作成されました。',
    name: '名前：',
    scope: 'アクセス：',
    expires: '有効期限：',
    created: '作成日時：',
    scopeRead: '読み取りのみ',
    scopeWrite: '読み取りと書き込み',
    never: '無期限',
    utc: (time) => `${time}（UTC）`,
    ifYou: 'ご自身で作成した場合は、何もする必要はありません。',
    notYou: '心当たりがない場合は、すぐに「マイアカウント」でこのトークンを取り消し、パスワードを変更してください。',
  },
  ko: {
    subject: 'PromptDeck 계정에 새 액세스 토큰이 만들어졌습니다',
    greeting: ({ username }) => `${username}님, 안녕하세요.`,
    intro: '계정에 새 액세스 토큰이 방금 만들어졌습니다.',
    name: '이름:',
    scope: '권한:',
    expires: '만료:',
    created: '만든 시각:',
    scopeRead: '읽기 전용',
    scopeWrite: '읽기 및 쓰기',
    never: '만료 없음',
    utc: (time) => `${time}(UTC)`,
    ifYou: '직접 만드셨다면 따로 하실 일은 없습니다.',
    notYou: '직접 만들지 않으셨다면 지금 바로 ‘내 계정’에서 이 토큰을 폐기하고 비밀번호를 변경하세요.',
  },
  es: {
    subject: 'Se ha creado un token de acceso en tu cuenta de PromptDeck',
    greeting: ({ username }) => `Hola, ${username}:`,
    intro: 'Se acaba de crear un token de acceso nuevo en tu cuenta:',
    name: 'Nombre:',
    scope: 'Acceso:',
    expires: 'Caduca:',
    created: 'Creado:',
    scopeRead: 'Solo lectura',
    scopeWrite: 'Lectura y escritura',
    never: 'Nunca',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'Si lo has creado tú, no tienes que hacer nada.',
    notYou: 'Si no has sido tú, revócalo ahora en «Mi cuenta» y después cambia tu contraseña:',
  },
  fr: {
    subject: 'Un nouveau jeton d’accès a été créé pour votre compte PromptDeck',
    greeting: ({ username }) => `Bonjour ${username},`,
    intro: `Un nouveau jeton d’accès vient d’être créé pour votre compte${NBSP}:`,
    name: `Nom${NBSP}:`,
    scope: `Accès${NBSP}:`,
    expires: `Expiration${NBSP}:`,
    created: `Création${NBSP}:`,
    scopeRead: 'Lecture seule',
    scopeWrite: 'Lecture et écriture',
    never: 'Jamais',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'Si c’est vous qui l’avez créé, vous n’avez rien à faire.',
    notYou: `Sinon, révoquez-le dès maintenant dans «${NBSP}Mon compte${NBSP}», puis changez votre mot de passe${NBSP}:`,
  },
  de: {
    subject: 'Für dein PromptDeck-Konto wurde ein neues Zugriffstoken erstellt',
    greeting: ({ username }) => `Hallo ${username},`,
    intro: 'für dein Konto wurde gerade ein neues Zugriffstoken erstellt:',
    name: 'Name:',
    scope: 'Zugriff:',
    expires: 'Läuft ab:',
    created: 'Erstellt:',
    scopeRead: 'Nur lesen',
    scopeWrite: 'Lesen und schreiben',
    never: 'Nie',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'Wenn du es erstellt hast, musst du nichts tun.',
    notYou: 'Wenn nicht, widerrufe es sofort unter „Mein Konto“ und ändere danach dein Passwort:',
  },
  it: {
    subject: 'È stato creato un nuovo token di accesso per il tuo account PromptDeck',
    greeting: ({ username }) => `Ciao ${username},`,
    intro: 'è appena stato creato un nuovo token di accesso per il tuo account:',
    name: 'Nome:',
    scope: 'Accesso:',
    expires: 'Scadenza:',
    created: 'Creato:',
    scopeRead: 'Sola lettura',
    scopeWrite: 'Lettura e scrittura',
    never: 'Mai',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'Se l’hai creato tu, non devi fare nulla.',
    notYou: 'Se non sei stato tu, revocalo subito in «Il mio account» e poi cambia la password:',
  },
  ru: {
    subject: 'В вашем аккаунте PromptDeck создан новый токен доступа',
    greeting: ({ username }) => `Здравствуйте, ${username}!`,
    intro: 'В вашем аккаунте только что создан новый токен доступа:',
    name: 'Название:',
    scope: 'Доступ:',
    expires: 'Истекает:',
    created: 'Создан:',
    scopeRead: 'Только чтение',
    scopeWrite: 'Чтение и запись',
    never: 'Никогда',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'Если его создали вы, ничего делать не нужно.',
    notYou: 'Если нет, сразу отзовите его в разделе «Мой аккаунт», а затем смените пароль:',
  },
  pt: {
    subject: 'Um novo token de acesso foi criado na sua conta do PromptDeck',
    greeting: ({ username }) => `Olá, ${username}!`,
    intro: 'Um novo token de acesso acabou de ser criado na sua conta:',
    name: 'Nome:',
    scope: 'Acesso:',
    expires: 'Expira:',
    created: 'Criado:',
    scopeRead: 'Somente leitura',
    scopeWrite: 'Leitura e escrita',
    never: 'Nunca',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'Se foi você que o criou, não precisa fazer nada.',
    notYou: 'Se não foi você, revogue-o agora em “Minha conta” e depois troque sua senha:',
  },
  hi: {
    subject: 'आपके PromptDeck खाते के लिए नया एक्सेस टोकन बनाया गया',
    greeting: ({ username }) => `नमस्ते ${username},`,
    intro: 'आपके खाते के लिए अभी एक नया एक्सेस टोकन बनाया गया है:',
    name: 'नाम:',
    scope: 'अनुमति:',
    expires: 'समाप्ति:',
    created: 'बनाया गया:',
    scopeRead: 'केवल पढ़ने के लिए',
    scopeWrite: 'पढ़ने और लिखने के लिए',
    never: 'कभी नहीं',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'अगर यह टोकन आपने बनाया है, तो आपको कुछ नहीं करना है।',
    notYou: 'अगर आपने नहीं बनाया, तो “मेरा खाता” में जाकर इसे अभी रद्द करें और फिर अपना पासवर्ड बदलें:',
  },
  ar: {
    subject: 'أُنشئ رمز وصول جديد لحسابك في PromptDeck',
    greeting: ({ username }) => `مرحبًا ${username}،`,
    intro: 'أُنشئ للتو رمز وصول جديد لحسابك:',
    name: 'الاسم:',
    scope: 'الصلاحية:',
    expires: 'ينتهي:',
    created: 'أُنشئ:',
    scopeRead: 'قراءة فقط',
    scopeWrite: 'قراءة وكتابة',
    never: 'أبدًا',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'إذا كنت أنت من أنشأه، فلا حاجة إلى فعل شيء.',
    notYou: 'وإن لم تكن أنت، فألغِه الآن من «حسابي»، ثم غيّر كلمة المرور:',
  },
  bn: {
    subject: 'আপনার PromptDeck অ্যাকাউন্টে একটি নতুন অ্যাক্সেস টোকেন তৈরি হয়েছে',
    greeting: ({ username }) => `প্রিয় ${username},`,
    intro: 'আপনার অ্যাকাউন্টে এইমাত্র একটি নতুন অ্যাক্সেস টোকেন তৈরি হয়েছে:',
    name: 'নাম:',
    scope: 'অ্যাক্সেস:',
    expires: 'মেয়াদ শেষ:',
    created: 'তৈরি:',
    scopeRead: 'শুধু পড়া',
    scopeWrite: 'পড়া ও লেখা',
    never: 'কখনও না',
    utc: (time) => `${time} (UTC)`,
    ifYou: 'টোকেনটি আপনি তৈরি করে থাকলে কিছু করতে হবে না।',
    notYou: 'আপনি তৈরি না করে থাকলে এখনই “আমার অ্যাকাউন্ট” থেকে এটি বাতিল করুন, তারপর পাসওয়ার্ড বদলান:',
  },
};
