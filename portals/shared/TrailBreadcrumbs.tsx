import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'

export interface Crumb {
  key: string
  label: string
  onClick?: () => void
}

/** Spec 2.8 breadcrumbs: every crumb but the last goes back to its level; the last is plain text. */
export function TrailBreadcrumbs({ crumbs, label = 'Breadcrumb' }: { crumbs: Crumb[]; label?: string }) {
  return (
    <Breadcrumbs aria-label={label} sx={{ mb: 2, '& .MuiBreadcrumbs-ol': { rowGap: 0.5 } }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 || !crumb.onClick ? (
          <Typography key={crumb.key} color="text.primary" aria-current={index === crumbs.length - 1 ? 'location' : undefined} sx={{ fontWeight: 600 }}>
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.key} component="button" type="button" onClick={crumb.onClick} sx={{ font: 'inherit', verticalAlign: 'baseline' }}>
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  )
}
