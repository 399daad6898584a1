import type { Db } from '../db/connection';

/** The people the demo catalogue is credited to. Their addresses are on a reserved domain nobody can receive at. */
export const DEMO_EMAIL_DOMAIN = 'demo.lumora.example';

const PEOPLE = [
  { name: 'Maya Lindqvist', location: 'Tromsø, Norway', bio: 'Landscapes and night skies from the far north.' },
  { name: 'Tomás Arriaga', location: 'Valparaíso, Chile', bio: 'Coasts, harbours and the light at the end of the day.' },
  { name: 'Aiko Tanabe', location: 'Kyoto, Japan', bio: 'Quiet gradients and textures for designers who need calm.' },
  { name: 'Jonas Weber', location: 'Berlin, Germany', bio: 'Geometry, pattern and generative motion.' },
  { name: 'Priya Raman', location: 'Bengaluru, India', bio: 'Colour studies, bokeh and abstract backgrounds.' },
  { name: 'Elliot Park', location: 'Vancouver, Canada', bio: 'Mountain ranges at every hour, shot and composed for print.' },
  { name: 'Nadia Haddad', location: 'Marseille, France', bio: 'Mediterranean sunsets and long horizons.' },
  { name: 'Samuel Okafor', location: 'Lagos, Nigeria', bio: 'Fractals, code-made motion and loops for screens.' },
];

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** Creates the demo contributors (or finds them) and returns their ids. */
export async function ensureDemoContributors(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const person of PEOPLE) {
    const slug = slugOf(person.name);
    const email = `${slug}@${DEMO_EMAIL_DOMAIN}`;
    const user =
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) ??
      (await db.insertInto('users').values({ email, name: person.name }).returning('id').executeTakeFirstOrThrow());
    await db
      .insertInto('contributors')
      .values({ user_id: user.id, display_name: person.name, slug, bio: person.bio, location: person.location })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    ids.push(user.id);
  }
  return ids;
}
