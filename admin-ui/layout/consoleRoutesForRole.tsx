import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { CustomRoutes, Resource } from 'react-admin'
import { CONSOLE_PATHS } from './routes'

/**
 * What a content editor's console holds: the knowledge-center resources (the only ones /api/admin answers
 * for them, endpoints/knowledgeCenter/adminResources.ts `contentEditors`) and the pages every console user
 * has. Everything else is not registered for them, so its path is the console's not-found page, at the path
 * asked for, rather than a page that waits on data it will never get.
 */
export const CONTENT_EDITOR_RESOURCES: ReadonlySet<string> = new Set(['knowledge-center-faqs', 'faq-categories', 'knowledge-center-videos'])
const CONTENT_EDITOR_PAGES: ReadonlySet<string> = new Set([CONSOLE_PATHS.dashboard, CONSOLE_PATHS.account])

type WithChildren = { children?: ReactNode; name?: string; path?: string }

/** The editor's part of the console's resources and custom routes; the super admin keeps all of them. */
export function consoleRoutesForRole(role: unknown, routes: ReactElement<WithChildren>): ReactNode {
  if (role === 'super_admin') return routes
  if (role !== 'content_editor') return null
  return Children.map(routes.props.children, (child) => {
    if (!isValidElement<WithChildren>(child)) return null
    if (child.type === Resource) return CONTENT_EDITOR_RESOURCES.has(String(child.props.name)) ? child : null
    if (child.type === CustomRoutes) {
      const pages = Children.toArray(child.props.children).filter((page) => isValidElement<WithChildren>(page) && CONTENT_EDITOR_PAGES.has(String(page.props.path)))
      return cloneElement(child, {}, pages)
    }
    return null
  })
}
