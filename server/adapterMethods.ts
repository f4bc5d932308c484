/**
 * The data methods of Payload's database adapter, by what they do: server/queryCounter.ts counts all of
 * them, server/sqliteWriteQueue.ts makes the writes take turns on SQLite.
 */
export const ADAPTER_READ_METHODS = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
] as const

export const ADAPTER_WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const
