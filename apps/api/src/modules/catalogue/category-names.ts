import type { CategoryNames, Language } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export type { CategoryNames };

/** Sets a category's names in other languages (those given; the others are left as they are). */
export async function saveCategoryNames(db: Db, categoryId: number, names: CategoryNames): Promise<void> {
  const entries = Object.entries(names).filter(([, name]) => name);
  if (entries.length === 0) return;
  await sql`
    INSERT INTO category_translations (category_id, lang, name)
    SELECT ${categoryId}, e.lang, e.name FROM unnest(${entries.map(([lang]) => lang)}::text[], ${entries.map(([, name]) => name)}::text[]) AS e(lang, name)
    ON CONFLICT (category_id, lang) DO UPDATE SET name = excluded.name
  `.execute(db);
}

/** Makes `names` the category's whole set of names in other languages: the languages left out show its own name. */
export async function replaceCategoryNames(db: Db, categoryId: number, names: CategoryNames): Promise<void> {
  const kept = Object.keys(names).filter((lang) => names[lang as keyof CategoryNames]);
  await sql`DELETE FROM category_translations WHERE category_id = ${categoryId} AND lang <> ALL(${kept}::text[])`.execute(db);
  await saveCategoryNames(db, categoryId, names);
}

/** The names in `lang` of the categories that have one. */
export async function categoryNamesIn(db: Db, lang: Language, ids: number[]): Promise<Map<number, string>> {
  if (lang === 'en' || ids.length === 0) return new Map();
  const { rows } = await sql<{ category_id: number; name: string }>`
    SELECT category_id, name FROM category_translations WHERE lang = ${lang} AND category_id = ANY(${ids}::bigint[])
  `.execute(db);
  return new Map(rows.map((row) => [Number(row.category_id), row.name]));
}

interface Named {
  category_id: number;
  name: string;
  children?: Named[];
}

/** Categories (and their children) with their names in `lang` where they have one. */
export async function localiseCategories<T extends Named>(db: Db, lang: Language, categories: T[]): Promise<T[]> {
  const ids = categories.flatMap((category) => [category.category_id, ...(category.children ?? []).map((child) => child.category_id)]);
  const names = await categoryNamesIn(db, lang, ids);
  if (names.size === 0) return categories;
  const rename = <C extends Named>(category: C): C => ({
    ...category,
    name: names.get(category.category_id) ?? category.name,
    ...(category.children ? { children: category.children.map(rename) } : {}),
  });
  return categories.map(rename);
}
