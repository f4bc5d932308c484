import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined'
import { apiCall, type AnswerOf } from '../../../shared/client'
import { LoadError } from '../../../shared/LoadError'
import { GeneratedLabel } from '../opportunities/GeneratedLabel'

/**
 * 'Generate overview' on a talent's profile (flag aiDiscoveryOfTalentProfile): a short
 * overview and highlights written from what the profile shows, labelled as generated. Nothing is saved.
 */
export function TalentOverviewCard({ talentId, talentName }: { talentId: string; talentName: string }) {
  const [overview, setOverview] = useState<AnswerOf<'post', '/org-side/ai/talent-overview/'> | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const generate = async () => {
    setBusy(true)
    setError(null)
    try {
      setOverview(await apiCall('post', '/org-side/ai/talent-overview/', { body: { talentId } }))
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card component="section" aria-label="Overview" sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            Overview
          </Typography>
          <Button variant={overview ? 'text' : 'outlined'} startIcon={<AutoAwesomeOutlinedIcon />} onClick={() => void generate()} loading={busy}>
            {overview ? 'Generate again' : 'Generate overview'}
          </Button>
        </Box>
        {error !== null && <LoadError error={error} onRetry={() => void generate()} />}
        {overview ? (
          <>
            {/* Plain text in paragraphs and '- ' lines (domain/ai/generatedText.ts): shown as it is, line breaks kept. */}
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{overview.overview}</Typography>
            {overview.highlights.length > 0 && (
              <Box component="ul" aria-label={`Highlights of ${talentName}`} sx={{ m: 0, pl: 2.5 }}>
                {overview.highlights.map((highlight, index) => (
                  <li key={index}>
                    <Typography variant="body2">{highlight}</Typography>
                  </li>
                ))}
              </Box>
            )}
            <GeneratedLabel />
          </>
        ) : (
          !error && (
            <Typography variant="body2" color="text.secondary">
              A short summary of {talentName}'s profile and what stands out in it.
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  )
}
