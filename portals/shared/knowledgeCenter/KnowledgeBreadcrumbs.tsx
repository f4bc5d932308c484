import { useNavigate } from 'react-router'
import { TrailBreadcrumbs } from '../TrailBreadcrumbs'

/** 'Knowledge center > FAQ': the first crumb goes back to /knowledge-center. */
export function KnowledgeBreadcrumbs({ current }: { current: string }) {
  const navigate = useNavigate()
  return (
    <TrailBreadcrumbs
      crumbs={[
        { key: 'center', label: 'Knowledge center', onClick: () => navigate('/knowledge-center') },
        { key: 'current', label: current },
      ]}
    />
  )
}
