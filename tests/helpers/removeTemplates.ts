import { removeTemplates } from './templateCleanup'

/** `node --import tsx tests/helpers/removeTemplates.ts <folder>`: scripts/test.sh's cleanup of its template folder. */
await removeTemplates(process.argv[2]!)
