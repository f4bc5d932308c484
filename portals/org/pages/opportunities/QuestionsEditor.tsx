import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { OPPORTUNITY_LIMITS } from '../../../../contract/opportunities/opportunity'
import { FormTextField } from '../../../shared/forms'
import { GeneratedLabel } from './GeneratedLabel'
import { questionKey, type OpportunityFormValues } from './formValues'

type Form = UseFormReturn<OpportunityFormValues, unknown, any>

/**
 * The application questions: up to 10, each at most 500 characters, added, removed and
 * moved up or down. With no question, talents apply with the old form (skills, experience, message).
 * `generated` holds the keys of questions the AI suggested and nobody saved yet (labelled).
 */
export function QuestionsEditor({ form, generated, action }: { form: Form; generated: Set<string>; action?: React.ReactNode }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'questions', keyName: 'fieldKey' })
  const texts = useWatch({ control: form.control, name: 'questions' }) ?? []
  const full = fields.length >= OPPORTUNITY_LIMITS.questions
  const arrayError = (form.formState.errors.questions as { message?: string } | undefined)?.message
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {fields.length === 0
          ? 'Without questions, talents apply with their skills and qualifications, experience and a message.'
          : `${fields.length} of ${OPPORTUNITY_LIMITS.questions} questions; talents answer each one.`}
      </Typography>
      {arrayError && (
        <Typography color="error" variant="body2" role="alert">
          {arrayError}
        </Typography>
      )}
      <Box component="ol" aria-label="Questions" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 }}>
        {fields.map((field, index) => {
          const number = index + 1
          const length = texts[index]?.question?.length ?? 0
          const isGenerated = generated.has(field.key)
          return (
            <Box component="li" key={field.fieldKey} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <FormTextField
                  control={form.control}
                  name={`questions.${index}.question`}
                  label={`Question ${number}`}
                  fullWidth
                  multiline
                  minRows={1}
                  helperText={`${length} / ${OPPORTUNITY_LIMITS.question}`}
                />
                {isGenerated && <GeneratedLabel />}
              </Box>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, pt: 0.5 }}>
                <Tooltip title="Move up">
                  <span>
                    <IconButton aria-label={`Move question ${number} up`} disabled={index === 0} onClick={() => move(index, index - 1)} size="small">
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move down">
                  <span>
                    <IconButton aria-label={`Move question ${number} down`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} size="small">
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Remove">
                  <IconButton aria-label={`Remove question ${number}`} onClick={() => remove(index)} size="small">
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            </Box>
          )
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<AddIcon />} disabled={full} onClick={() => append({ key: questionKey(), question: '' }, { shouldFocus: true })}>
          Add question
        </Button>
        {action}
      </Box>
    </Box>
  )
}
