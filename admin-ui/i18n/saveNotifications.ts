type ResourceMessages = Record<string, { name?: string; notifications?: Record<string, string> } & Record<string, unknown>>

/**
 * react-admin toasts `resources.<name>.notifications.created|updated|deleted` after a save or a delete,
 * and falls back to 'Element created'. Each resource's toast names what was saved, from the resource's
 * own name ('Organization |||| Organizations'): 'Organization created', '3 organizations deleted'.
 * Messages a resource states itself win.
 */
export function withSaveNotifications<T extends ResourceMessages>(resources: T): T {
  return Object.fromEntries(
    Object.entries(resources).map(([resource, messages]) => {
      if (!messages.name) return [resource, messages]
      const [singular, plural = singular] = messages.name.split('||||').map((part) => part.trim()) as [string, string?]
      const many = plural.charAt(0).toLowerCase() + plural.slice(1)
      const notifications = {
        created: `${singular} created`,
        updated: `${singular} updated |||| %{smart_count} ${many} updated`,
        deleted: `${singular} deleted |||| %{smart_count} ${many} deleted`,
        ...messages.notifications,
      }
      return [resource, { ...messages, notifications }]
    }),
  ) as T
}
