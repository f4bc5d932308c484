import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RichTextView } from '../../../shared/RichTextView'
import type { Applicant } from './opportunityApi'

function QuestionAndAnswer({ question, children }: { question: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {question}
      </Typography>
      <Box component="dd" sx={{ m: 0, mb: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  )
}

/**
 * What an applicant sent: the old form's three texts (skills and qualifications, experience, the
 * rich-text message) or the new form's question and answer pairs (the question as it was asked).
 */
export function ApplicationAnswers({ applicant }: { applicant: Applicant }) {
  const apply = applicant.apply
  if (!apply) return <Typography color="text.secondary">Invited; has not applied yet.</Typography>
  if (apply.form === 'old') {
    return (
      <Box component="dl" sx={{ m: 0 }}>
        <QuestionAndAnswer question="Skills and qualifications">{apply.skillsAndQualifications}</QuestionAndAnswer>
        <QuestionAndAnswer question="Experience">{apply.experience}</QuestionAndAnswer>
        <QuestionAndAnswer question="Message">
          <RichTextView html={apply.applyMessage} />
        </QuestionAndAnswer>
      </Box>
    )
  }
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {apply.answers.map((answer, index) => (
        <QuestionAndAnswer key={answer.opportunityQuestionId ?? index} question={answer.question}>
          {answer.answer}
        </QuestionAndAnswer>
      ))}
    </Box>
  )
}
