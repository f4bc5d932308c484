import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline'
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined'
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined'
import { PageHeader } from '../PageHeader'
import { useAskQuestion } from './AskQuestionButton'

/** /knowledge-center: the way to the FAQ and the video tutorials, and 'Do you have a question?'. */
export default function KnowledgeCenterPage() {
  const ask = useAskQuestion()
  return (
    <>
      <PageHeader title="Knowledge center" subtitle="Answers, how-tos and a direct line to our support team." />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SectionCard
          to="/knowledge-center/faq"
          icon={<QuizOutlinedIcon />}
          title="FAQ"
          description="Frequently asked questions about profiles, engagements, time sheets and payments."
        />
        <SectionCard
          to="/knowledge-center/video-tutorials"
          icon={<OndemandVideoOutlinedIcon />}
          title="Video tutorials"
          description="Short videos that walk you through Talentgrid step by step."
        />
      </Box>
      <Paper
        variant="outlined"
        sx={{ mt: 3, p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
      >
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
            Did not find your answer?
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Write to our support team; they answer within 24 to 48 hours.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<ChatBubbleOutlineIcon />} onClick={ask}>
          Do you have a question?
        </Button>
      </Paper>
    </>
  )
}

function SectionCard({ to, icon, title, description }: { to: string; icon: ReactNode; title: string; description: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: { xs: 2, sm: 3 } }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 48,
              height: 48,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'primary.dark',
              '& svg': { fontSize: 28 },
            }}
          >
            {icon}
          </Box>
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}
