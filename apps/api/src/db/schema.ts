import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables; one interface per table, named as the table is. */
export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  subscribed_at: ColumnType<Date, Date | undefined, Date>;
  unsubscribed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  source: string;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export interface Database {
  newsletter_subscribers: NewsletterSubscribersTable;
  schema_migrations: SchemaMigrationsTable;
}
