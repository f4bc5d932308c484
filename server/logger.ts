import { pino } from 'pino'
import { getEnv } from './env'

/** One structured (JSON) logger for Express and Payload, so every line of a request reads alike. */
export const logger = pino({
  level: getEnv().logLevel,
  base: { service: 'talentgrid' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
})
