import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

/** Request ids come from Fastify; secrets never reach a log line (redact covers the usual places). */
export function createLogger(config: Config): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', '*.code'],
      censor: '[redacted]',
    },
    transport:
      config.isProduction || config.NODE_ENV === 'test' || !process.stdout.isTTY
        ? undefined
        : { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  });
}
