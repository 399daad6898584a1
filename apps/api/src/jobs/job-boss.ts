import PgBoss from 'pg-boss';

export type JobBoss = PgBoss;

/**
 * The one pg-boss instance of a process: a PostgreSQL-backed queue and cron in the same database, in its own schema.
 * Modules create their own queues (named `<module>.<job>`) and workers on it; this file only starts and stops it.
 */
export async function startJobBoss(databaseUrl: string, log: (message: string) => void): Promise<JobBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', application_name: 'stock-media-jobs', max: 4 });
  boss.on('error', (error) => log(`job queue error: ${error.message}`));
  await boss.start();
  return boss;
}

export async function stopJobBoss(boss: JobBoss): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
}
