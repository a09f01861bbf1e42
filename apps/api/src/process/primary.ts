import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Config } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { answerMetricsQuestions } from '../observability/metrics-plugin';
import { announce } from './announce';
import { prepareDatabase } from './prepare';

/** A worker that dies this soon after the one before it is replaced after a pause, so a crash loop does not spin. */
const quickDeathMs = 5_000;

/**
 * The cluster's primary (WORKERS above 1, on PostgreSQL): prepares the database once, starts the workers (node:cluster
 * shares the port among them), replaces one that dies, and at SIGTERM passes it on and waits for each to finish.
 */
export async function runPrimary(config: Config, entry: string) {
  const database = await openConfiguredDatabase(config);
  const prepared = await prepareDatabase(config, database);
  await database.close();

  const log = pino({ level: config.logLevel });
  let stopping = false;
  let exitCode = 0;
  let lastDeath = 0;
  /** Every worker started all listened once: from then on one that dies, even before listening, is replaced. */
  let announced = false;
  const env = { PORTSIDE_WORKERS: String(config.workers) };
  // The build this primary runs (`entry`, apps/api/dist's link resolved at start): a worker started after a newer
  // build still runs the primary's.
  cluster.setupPrimary({ exec: entry });
  const live = new Set<Worker>();
  const start = () => {
    if (!stopping) live.add(cluster.fork(env));
  };
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (!announced && listening.size === config.workers) {
      announced = true;
      announce(config, prepared.lines);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    listening.delete(worker);
    if (stopping) {
      // A worker cut off at its bound (1) makes the whole stop a failure for the supervisor.
      if (code) exitCode = 1;
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    // At start one that never listens (a port in use, a bad setting) would fail again: the server stops with it.
    if (!announced) {
      log.error({ pid: worker.process.pid, code }, 'An API process stopped before it listened: stopping');
      exitCode = 1;
      stopAll('SIGTERM');
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'An API process died: starting another');
    const now = Date.now();
    const pause = now - lastDeath < quickDeathMs ? 1_000 : 0;
    lastDeath = now;
    setTimeout(start, pause);
  });

  function stopAll(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    for (const worker of live) worker.process.kill(signal);
    if (live.size === 0) process.exit(exitCode);
    // Each worker bounds its own shutdown; this one only in case a worker cannot.
    setTimeout(() => process.exit(1), (config.shutdownSeconds + 5) * 1000).unref();
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll('SIGTERM'));

  answerMetricsQuestions();
  for (let index = 0; index < config.workers; index++) start();
}
