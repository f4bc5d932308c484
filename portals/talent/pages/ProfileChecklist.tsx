import { Link as RouterLink } from 'react-router'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import type { CurrentUser } from '../../../contract/accounts'

/** true/false when the current user record tells us; null when the section's data is not loaded here. */
type Completion = boolean | null

interface ChecklistItem {
  label: string
  description: string
  path: string
  done: Completion
}

/** About Me is rich text; an editor can leave empty markup behind. */
const hasText = (html: string | null) =>
  Boolean(
    html
      ?.replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  )

function checklist(user: CurrentUser): ChecklistItem[] {
  return [
    {
      label: 'Add a phone number',
      description: 'So organizations can reach you',
      path: '/account',
      done: Boolean(user.phone),
    },
    {
      label: 'Write your About Me',
      description: 'A short summary of your experience',
      path: '/summary',
      done: hasText(user.summary),
    },
    {
      label: 'Set your availability',
      description: 'When and how many hours you can work',
      path: '/availabilities',
      done: null,
    },
    {
      label: 'Upload compliance documents',
      description: 'Drug screen, background check and vaccinations',
      path: '/documents',
      done: null,
    },
    {
      label: 'Add specializations & skills',
      description: 'Platforms, roles and modules you know',
      path: '/specializations',
      done: null,
    },
  ]
}

function StatusIcon({ done }: { done: Completion }) {
  if (done === true) return <CheckCircleIcon color="success" aria-hidden />
  if (done === false) return <RadioButtonUncheckedIcon color="disabled" aria-hidden />
  // Unknown from here: no tick and no 'To do', so the list never claims more than it knows.
  return <EditNoteOutlinedIcon color="action" aria-hidden />
}

export function ProfileChecklist({ user }: { user: CurrentUser }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" gutterBottom>
          Complete your profile
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Organizations only see what your profile tells them. Work through these sections.
        </Typography>
        {/* Links, not list items: a <ul> may hold only <li> (axe 'list'). */}
        <List disablePadding component="div">
          {checklist(user).map((item) => (
            <ListItemButton key={item.path} component={RouterLink} to={item.path} sx={{ borderRadius: 1, px: 1 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <StatusIcon done={item.done} />
              </ListItemIcon>
              <ListItemText primary={item.label} secondary={item.description} />
              {item.done === true && (
                <Chip size="small" label="Done" color="success" variant="outlined" sx={{ mr: 1 }} />
              )}
              {item.done === false && <Chip size="small" label="To do" variant="outlined" sx={{ mr: 1 }} />}
              <ChevronRightIcon color="action" aria-hidden />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  )
}
