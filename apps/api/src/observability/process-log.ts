import { pino } from 'pino';

type Fields = Record<string, unknown>;
const json = process.env.NODE_ENV === 'production' ? pino({ level: process.env.LOG_LEVEL ?? 'info' }) : null;

/**
 * The process's own messages outside a request (starting, stopping, a dropped database connection): in production one
 * JSON line each, like the request logs, so a log collector reads them all alike; plain lines for a person otherwise.
 */
export const processLog = {
  info(message: string, fields: Fields = {}) {
    if (json) json.info(fields, message);
    else console.log(message);
  },
  error(message: string, fields: Fields = {}) {
    if (json) json.error(fields, message);
    else console.error(message);
  },
};
