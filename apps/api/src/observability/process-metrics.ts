import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's own metrics (memory, event loop, CPU, and what modules count for the whole process); each app adds its
 * own registry (metrics-plugin.ts).
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'portside_' });

/**
 * Transactions run again after PostgreSQL ended one to break a deadlock: nearly always two writers updating the same
 * rollup rows (a month's or a consignee's totals) in different orders.
 */
export const transactionRetries = new Counter({
  name: 'portside_transaction_retries_total',
  help: 'Transactions run again after a deadlock (writers of the same rollup rows)',
  registers: [processMetrics],
});
