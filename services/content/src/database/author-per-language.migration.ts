/**
 * Migration 0006: people's names in both languages, so an Arabic page shows "يوسف الورفلي" and its
 * initials rather than the Latin spelling. Shipped: never edit.
 *
 * Posts, expand-style: a new jsonb column `author_name` ({ en, ar }) beside the text `author`, which
 * stays and is written with the English name. During a rolling update the replicas still on the previous
 * version read and write `author` alone; a trigger keeps `author_name` in step with what they write (the
 * name in both languages), so neither version breaks the other. A later migration drops `author` and the
 * trigger once no replica of the previous version can be running.
 *
 * Existing rows get their name in both languages, the demo seed's authors their Arabic spelling (and the
 * search column that Arabic, as the store writes it). The catalogue's seeded team and testimonials
 * (read-only, written by the seed) get their Arabic names the same way. The demo's people had drawn
 * monograms with Latin initials under /images/people/; they become the avatar placeholder, which pages
 * replace by the name's initials in the page's language.
 */
import { AVATAR_PLACEHOLDER } from '@madar/shared';
import { foldForSearch } from '@madar/shared/data';
import { type Kysely, sql } from 'kysely';

/** The Arabic spelling of the names the demo seed and the catalogue shipped with, as of this migration. */
const SEEDED_NAMES_AR: Readonly<Record<string, string>> = {
  'Ahmed Al-Mabrouk': 'أحمد المبروك',
  'Fatima Al-Zawi': 'فاطمة الزاوي',
  'Omar Ben Khayal': 'عمر بن خيال',
  'Salma Al-Obeidi': 'سلمى العبيدي',
  'Youssef Al-Gharyani': 'يوسف الغرياني',
  'Huda Al-Sharif': 'هدى الشريف',
  'Dr. Nadia Al-Fitouri': 'د. نادية الفيتوري',
  'Mahmoud Al-Tarhouni': 'محمود الترهوني',
  'Ali Abusaa': 'علي أبوسعة',
  'Khadija Al-Misrati': 'خديجة المصراتي',
  'Tarek Al-Werfalli': 'طارق الورفلي',
  'Mariam Al-Senussi': 'مريم السنوسي',
  'Mariam Al-Zawi': 'مريم الزاوي',
  'Omar Al-Sharif': 'عمر الشريف',
  'Youssef Al-Werfalli': 'يوسف الورفلي',
  'Khaled Ben Omran': 'خالد بن عمران',
  'Hassan Al-Tarhouni': 'حسن الترهوني',
  'Salma Al-Fitouri': 'سلمى الفيتوري',
};

/** The demo's drawn monograms (Latin initials baked in). */
const isMonogram = (image: unknown): boolean =>
  typeof image === 'string' && image.startsWith('/images/people/');

const localizedName = (en: string) => ({ en, ar: SEEDED_NAMES_AR[en] ?? en });

interface PostRow {
  id: string;
  author: string;
  author_image: string;
  search_text: string;
}

async function localizePostAuthors(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column author_name jsonb`.execute(db);
  const { rows } = await sql<PostRow>`select id, author, author_image, search_text from posts`.execute(db);
  for (const row of rows) {
    const name = localizedName(row.author);
    // The search column is the folded fields joined by newlines: the Arabic name joins it the same way.
    const searchText =
      name.ar === name.en ? row.search_text : [row.search_text, foldForSearch(name.ar)].join('\n');
    const image = isMonogram(row.author_image) ? AVATAR_PLACEHOLDER : row.author_image;
    await sql`update posts set author_name = ${JSON.stringify(name)}::jsonb, search_text = ${searchText},
      author_image = ${image} where id = ${row.id}`.execute(db);
  }
  // What a replica of the previous version writes (`author` alone) becomes the name in both languages.
  await sql`create function posts_author_name_from_author() returns trigger language plpgsql as $$
    begin
      if new.author_name is null or (tg_op = 'UPDATE' and new.author is distinct from old.author
          and new.author_name is not distinct from old.author_name) then
        new.author_name := jsonb_build_object('en', new.author, 'ar', new.author);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger posts_author_name_from_author before insert or update on posts
    for each row execute function posts_author_name_from_author()`.execute(db);
  await sql`alter table posts alter column author_name set not null`.execute(db);
}

interface CatalogueRow {
  id: string;
  record: { name?: unknown; image?: unknown };
}

async function localizeCatalogueNames(db: Kysely<unknown>, table: 'team_members' | 'testimonials') {
  const { rows } = await sql<CatalogueRow>`select id, record from ${sql.table(table)}`.execute(db);
  for (const { id, record } of rows) {
    if (typeof record.name !== 'string') continue;
    const updated = {
      ...record,
      name: localizedName(record.name),
      image: isMonogram(record.image) ? AVATAR_PLACEHOLDER : record.image,
    };
    await sql`update ${sql.table(table)} set record = ${JSON.stringify(updated)}::jsonb where id = ${id}`.execute(
      db,
    );
  }
}

export async function authorPerLanguage(db: Kysely<unknown>): Promise<void> {
  await localizePostAuthors(db);
  await localizeCatalogueNames(db, 'team_members');
  await localizeCatalogueNames(db, 'testimonials');
}
