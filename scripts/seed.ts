import { getPayload } from 'payload'
import config from '../payload.config'
import { seed } from './seedData'

/** `npm run seed`: fills an empty database with the demo data; refuses to touch one that has data. */
const payload = await getPayload({ config })
const { totalDocs } = await payload.count({ collection: 'organizations', overrideAccess: true })
if (totalDocs > 0) {
  console.error('The database already has data; seed only runs on an empty database (delete data/ to start over).')
  process.exit(1)
}
await seed(payload)
console.log('Demo data created. See README for the sign-ins.')
process.exit(0)
