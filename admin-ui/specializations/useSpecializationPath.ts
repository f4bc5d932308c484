import { useEffect, useState } from 'react'
import { useDataProvider, type Identifier } from 'react-admin'
import type { ConsoleDataProvider, TreeNodeRef } from '../providers/dataProvider'

const NO_PATH: TreeNodeRef[] = []

/**
 * The nodes from the platform down to `nodeId` (inclusive), for breadcrumbs; empty at the root and
 * while the path of a newly shown node loads (never the previous node's path). `version` reloads it.
 */
export function useSpecializationPath(nodeId: Identifier | null | undefined, version?: unknown) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [loaded, setLoaded] = useState<{ nodeId: Identifier; nodes: TreeNodeRef[] } | null>(null)
  useEffect(() => {
    if (!nodeId) return
    let current = true
    dataProvider.getSpecializationPath(nodeId).then(
      (nodes) => current && setLoaded({ nodeId, nodes }),
      () => current && setLoaded({ nodeId, nodes: NO_PATH }),
    )
    return () => {
      current = false
    }
  }, [dataProvider, nodeId, version])
  return nodeId && loaded && String(loaded.nodeId) === String(nodeId) ? loaded.nodes : NO_PATH
}
