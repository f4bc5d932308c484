import { Admin, Resource } from 'react-admin'
import { Dashboard } from './dashboard/Dashboard'
import { CONSOLE_TITLE } from './i18n/en'
import { i18nProvider } from './i18n/i18nProvider'
import { organizations } from './organizations'
import { authProvider } from './providers/authProvider'
import { dataProvider } from './providers/dataProvider'
import { theme } from './theme'
import { users } from './users'

/**
 * The console signs nobody in (loginPage={false}): requireAuth checks the portal session before anything
 * renders, and anyone else is sent to '/'. Telemetry is off: no third-party calls from an admin console.
 * The menu follows the order of the resources: Dashboard, Organizations, Users.
 */
export const App = () => (
  <Admin
    title={CONSOLE_TITLE}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    dashboard={Dashboard}
    loginPage={false}
    requireAuth
    disableTelemetry
  >
    <Resource name="organizations" {...organizations} />
    <Resource name="users" {...users} />
  </Admin>
)
