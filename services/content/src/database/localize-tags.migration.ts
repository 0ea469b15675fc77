/**
 * Migration 0003: post tags become bilingual (`[{"en", "ar"}]` in jsonb instead of `text[]`), so an
 * Arabic page shows Arabic tags. The demo seed's tags get their Arabic; any other tag (written by an
 * admin) keeps its text in both languages until edited. Search gains the Arabic tags. Shipped: never edit.
 */
import { foldForSearch } from '@madar/shared/data';
import { type Kysely, sql } from 'kysely';

/** The Arabic of the tags the demo seed shipped with, as of this migration. */
const SEEDED_TAGS_AR: Readonly<Record<string, string>> = {
  Arabic: 'العربية',
  RTL: 'الكتابة من اليمين إلى اليسار',
  'User experience': 'تجربة المستخدم',
  'Web applications': 'تطبيقات الويب',
  'Hybrid cloud': 'السحابة الهجينة',
  Migration: 'الترحيل',
  'Data residency': 'توطين البيانات',
  'Cost control': 'ضبط التكاليف',
  VSAT: 'VSAT',
  Microwave: 'الميكروويف',
  Fibre: 'الألياف الضوئية',
  'Oil and gas': 'النفط والغاز',
  '5G': 'الجيل الخامس (5G)',
  'Private networks': 'الشبكات الخاصة',
  'Mobile operators': 'مشغلو الهاتف المحمول',
  Planning: 'التخطيط',
  'Data centres': 'مراكز البيانات',
  Virtualisation: 'المحاكاة الافتراضية',
  'Power resilience': 'استمرارية الطاقة',
  Tripoli: 'طرابلس',
  'Managed services': 'الخدمات المُدارة',
  Monitoring: 'المراقبة',
  SLA: 'اتفاقية مستوى الخدمة (SLA)',
  'Help desk': 'مكتب الدعم الفني',
  Ransomware: 'برمجيات الفدية',
  Backups: 'النسخ الاحتياطي',
  'Email security': 'أمن البريد الإلكتروني',
  Awareness: 'التوعية الأمنية',
};

interface Row {
  id: string;
  tags: string[];
  search_text: string;
}

export async function localizeTags(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column tags_localized jsonb not null default '[]'::jsonb`.execute(db);
  const { rows } = await sql<Row>`select id, tags, search_text from posts`.execute(db);
  for (const row of rows) {
    const tags = row.tags.map((en) => ({ en, ar: SEEDED_TAGS_AR[en] ?? en }));
    const added = tags.filter((tag) => tag.ar !== tag.en).map((tag) => tag.ar);
    // The search column is the folded fields joined by newlines: the Arabic tags join it the same way.
    const searchText = [row.search_text, ...added.map((text) => foldForSearch(text))].join('\n');
    await sql`update posts set tags_localized = ${JSON.stringify(tags)}::jsonb, search_text = ${searchText}
      where id = ${row.id}`.execute(db);
  }
  await sql`alter table posts drop column tags`.execute(db);
  await sql`alter table posts rename column tags_localized to tags`.execute(db);
  await sql`alter table posts alter column tags drop default`.execute(db);
}
