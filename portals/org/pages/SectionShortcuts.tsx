import { Link as RouterLink } from 'react-router'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import type { CurrentUser } from '../../../contract/accounts'
import { orgSections } from '../navigation'

export function SectionShortcuts({ user }: { user: CurrentUser }) {
  const sections = orgSections(user)
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" gutterBottom>
          Where to go next
        </Typography>
        {sections.length === 0 ? (
          <Typography color="text.secondary">
            Your role has no sections to manage. If you need access to talent or engagements, ask your organization
            admin.
          </Typography>
        ) : (
          <List disablePadding>
            {/* Each link in its own list item: a list holds only items (axe 'list'). */}
            {sections.map((section) => (
              <ListItem key={section.path} disablePadding>
                <ListItemButton component={RouterLink} to={section.path} sx={{ borderRadius: 1, px: 1 }}>
                  <ListItemText primary={section.label} secondary={section.description} />
                  <ChevronRightIcon color="action" aria-hidden />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
