import type { ContactAddress } from '@portside/contracts/settings';
import type { SiteLanguage } from '@portside/contracts/site';
import type { Db } from '../db/client';
import { newsPosts, newsPostTexts } from '../db/schema/index';
import { writeMissingSitePages } from '../modules/site/content';
import { type Day, formatDay, manilaInstant } from './time';

/** The contact page of the demo terminal (settings). */
export const demoContact = {
  contactAddresses: [
    { label: 'Main office', address: 'Pier 9, North Harbor, Tondo, Manila 1013' },
    { label: 'Warehouse and cargo release', address: 'Gate 3, Radial Road 10, North Harbor, Tondo, Manila 1013' },
  ] satisfies ContactAddress[],
  officeHours: 'Office: Monday to Saturday, 8:00 to 17:00. Cargo release: every day, 7:00 to 22:00.',
  contactPhone: '+63 2 8123 4567',
  contactEmail: 'info@portside-terminal.example',
};

type Post = { daysAgo: number; texts: Record<SiteLanguage, { title: string; body: string }> };

/** A few notices of the terminal, dated before the demo's today, in the five languages. */
const posts: Post[] = [
  {
    daysAgo: 150,
    texts: {
      en: {
        title: 'Covered warehouse space extended',
        body: 'Our second covered warehouse is open for bagged cargo: rice, fertilizer and cement stay dry through the rainy season. Ask our commercial team for space.',
      },
      jpn: {
        title: '屋根付き倉庫を増設しました',
        body: '袋物貨物向けの第二倉庫を開設しました。米、肥料、セメントを雨季でも乾いた状態で保管できます。ご利用は営業チームまでお問い合わせください。',
      },
      es: {
        title: 'Más espacio de almacén cubierto',
        body: 'Nuestro segundo almacén cubierto está abierto para carga en sacos: arroz, fertilizante y cemento se mantienen secos durante la temporada de lluvias. Pida espacio a nuestro equipo comercial.',
      },
      pkr: {
        title: 'ڈھکے ہوئے گودام میں توسیع',
        body: 'بوریوں والے کارگو کے لیے ہمارا دوسرا ڈھکا ہوا گودام کھل گیا ہے: چاول، کھاد اور سیمنٹ برسات کے موسم میں بھی خشک رہتے ہیں۔ جگہ کے لیے ہماری کمرشل ٹیم سے رابطہ کریں۔',
      },
      zh: {
        title: '有顶仓库扩容',
        body: '我们的第二座有顶仓库已投入使用，专门存放袋装货物：大米、化肥和水泥在雨季也能保持干燥。如需仓位，请联系我们的商务团队。',
      },
    },
  },
  {
    daysAgo: 60,
    texts: {
      en: {
        title: 'Follow your bills of lading online',
        body: 'Consignees with an account can now see their cargo, invoices and official receipts in **Client Access**. Ask our commercial team for a sign-in.',
      },
      jpn: {
        title: 'B/L をオンラインで確認できます',
        body: 'アカウントをお持ちの荷受人は、**クライアントアクセス**で貨物、請求書、公式領収書を確認できるようになりました。サインインのご依頼は営業チームまで。',
      },
      es: {
        title: 'Siga sus conocimientos de embarque en línea',
        body: 'Los consignatarios con cuenta ya pueden ver su carga, facturas y recibos oficiales en el **Acceso de clientes**. Pida su acceso a nuestro equipo comercial.',
      },
      pkr: {
        title: 'اپنے بل آف لیڈنگ آن لائن دیکھیں',
        body: 'اکاؤنٹ رکھنے والے کنسائنی اب **کلائنٹ ایکسیس** میں اپنا کارگو، انوائس اور سرکاری رسیدیں دیکھ سکتے ہیں۔ سائن اِن کے لیے ہماری کمرشل ٹیم سے رابطہ کریں۔',
      },
      zh: {
        title: '在线查看您的提单',
        body: '有账户的收货人现在可以在**客户通道**中查看自己的货物、发票和正式收据。如需开通登录，请联系我们的商务团队。',
      },
    },
  },
  {
    daysAgo: 6,
    texts: {
      en: {
        title: 'Cargo release hours during the holidays',
        body: 'On public holidays our cargo release window is 8:00 to 17:00. Vessel operations continue around the clock; see the [Vessel Schedule](/vessel).',
      },
      jpn: {
        title: '祝日の貨物引き渡し時間',
        body: '祝日の貨物引き渡しは 8:00〜17:00 です。本船荷役は終日継続します。[本船スケジュール](/vessel)をご覧ください。',
      },
      es: {
        title: 'Horario de entrega de carga en feriados',
        body: 'En los feriados la entrega de carga es de 8:00 a 17:00. Las operaciones de buques siguen día y noche; vea el [Horario de buques](/vessel).',
      },
      pkr: {
        title: 'تعطیلات میں کارگو کی حوالگی کے اوقات',
        body: 'سرکاری تعطیلات پر کارگو کی حوالگی 8:00 سے 17:00 تک ہوگی۔ جہازوں پر کام دن رات جاری رہتا ہے؛ [جہازوں کا شیڈول](/vessel) دیکھیں۔',
      },
      zh: {
        title: '节假日放货时间',
        body: '公共假日的放货时间为 8:00 至 17:00。船舶作业昼夜不停；请查看[船期表](/vessel)。',
      },
    },
  },
];

/** The public site of the demo: the operator's pages (as written at start-up) and the dated news posts. */
export async function writeDemoSite(db: Db, options: { today: Day; startDay: Day }): Promise<void> {
  await writeMissingSitePages(db, new Date(manilaInstant(options.startDay, 9)));
  for (const post of posts) {
    const day = options.today - post.daysAgo;
    const at = new Date(manilaInstant(day, 10));
    const [row] = await db
      .insert(newsPosts)
      .values({ publishedOn: formatDay(day), createdAt: at, updatedAt: at })
      .returning({ id: newsPosts.id });
    if (!row) throw new Error('insert into news_posts returned nothing');
    await db.insert(newsPostTexts).values(
      Object.entries(post.texts).map(([language, text]) => ({
        postId: row.id,
        language: language as SiteLanguage,
        ...text,
      })),
    );
  }
}
