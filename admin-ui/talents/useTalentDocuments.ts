import { useEffect, useState } from 'react'
import { useDataProvider, type Identifier } from 'react-admin'
import type { ConsoleDataProvider, DocumentSet, DocumentVersion } from '../providers/dataProvider'

type Loaded<T> = { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed' }

/**
 * A talent's current documents and their earlier versions, each loaded on its own: a failure of one
 * leaves the other on screen. Reloads when the talent changes; an answer for a talent no longer shown
 * is dropped.
 */
export function useTalentDocuments(talentId: Identifier | undefined) {
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [documents, setDocuments] = useState<Loaded<DocumentSet>>({ state: 'loading' })
  const [history, setHistory] = useState<Loaded<DocumentVersion[]>>({ state: 'loading' })

  useEffect(() => {
    if (talentId === undefined) return
    let current = true
    setDocuments({ state: 'loading' })
    setHistory({ state: 'loading' })
    dataProvider.getTalentDocuments(talentId).then(
      (data) => current && setDocuments({ state: 'loaded', data }),
      () => current && setDocuments({ state: 'failed' }),
    )
    dataProvider.getTalentDocumentHistory(talentId).then(
      (data) => current && setHistory({ state: 'loaded', data }),
      () => current && setHistory({ state: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [dataProvider, talentId])

  return { documents, history }
}
