import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { useTranslate, type Identifier } from 'react-admin'
import { levelPath } from './specializationPaths'
import { useSpecializationPath } from './useSpecializationPath'

/**
 * 'Specializations › Epic › Clinical': every crumb opens that level of the tree; the last one is plain
 * text. `nodeId` is the node the page is about: the level being listed, or the node edited.
 */
export const SpecializationBreadcrumbs = ({ nodeId, version }: { nodeId?: Identifier | null; version?: unknown }) => {
  const translate = useTranslate()
  const path = useSpecializationPath(nodeId, version)
  const crumbs = [{ id: null as Identifier | null, name: translate('talentgrid.specializations.platforms') }, ...path]
  return (
    <Breadcrumbs aria-label={translate('talentgrid.specializations.breadcrumbs')} sx={{ mt: 2, mb: 1 }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.id ?? 'root'} color="text.primary">
            {crumb.name}
          </Typography>
        ) : (
          <Link key={crumb.id ?? 'root'} component={RouterLink} to={levelPath(crumb.id)} underline="hover" color="inherit">
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  )
}
