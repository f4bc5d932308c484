import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ComponentType } from 'react'
import { Link } from 'react-router-dom'
import { useCreatePath, useGetList, useTranslate } from 'react-admin'

type CountCardProps = {
  resource: string
  filter?: Record<string, unknown>
  label: string
  icon: ComponentType
}

/** How many records match, as a card opening the same filtered list. One row is fetched: range [0,0]. */
export const CountCard = ({ resource, filter = {}, label, icon: Icon }: CountCardProps) => {
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter })
  const createPath = useCreatePath()
  const translate = useTranslate()
  const search = Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''
  const count = isPending ? '…' : error || total == null ? '–' : total.toLocaleString('en-US')
  return (
    <Card>
      <CardActionArea component={Link} to={`${createPath({ resource, type: 'list' })}${search}`}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Icon />
          <div>
            <Typography variant="h4" component="p">
              {count}
            </Typography>
            <Typography color="text.secondary">{translate(label)}</Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}
