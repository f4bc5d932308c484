import { opportunityMessages } from '../../contract/opportunities/opportunity'
import { applySchema } from '../../portals/talent/pages/opportunities/applyForm'
import { formatDates, formatPlace, formatRateRange } from '../../portals/talent/pages/opportunities/types'

/** The talent portal's wording of an opportunity and the apply dialog's checks (talent opportunity screens). */
describe('opportunity facts', () => {
  it('words the pay offered', () => {
    expect(formatRateRange('85.00', '105.00')).toBe('$85.00 – $105.00/h')
    expect(formatRateRange('95.00', '95.00')).toBe('$95.00/h')
    expect(formatRateRange('1200.50', null)).toBe('from $1,200.50/h')
    expect(formatRateRange(null, '110.00')).toBe('up to $110.00/h')
    expect(formatRateRange(null, null)).toBe('—')
  })

  it('names the place, with the city unless the work is remote', () => {
    expect(formatPlace({ place: 'remote', city: 'Madison', state: 'WI' })).toBe('Remote')
    expect(formatPlace({ place: 'on_site', city: 'Madison', state: 'WI' })).toBe('On site · Madison, WI')
    expect(formatPlace({ place: 'both', city: null, state: 'TN' })).toBe('Remote and on site · TN')
    expect(formatPlace({ place: null, city: null, state: null })).toBe('—')
  })

  it('writes the dates as the spec does', () => {
    expect(formatDates({ startDate: '2026-12-29', endDate: '2027-02-09' })).toBe('12/29/2026 – 02/09/2027')
    expect(formatDates({ startDate: null, endDate: null })).toBe('—')
  })
})

describe('apply dialog schema', () => {
  const errorsOf = (questionIds: string[], body: object) => {
    const result = applySchema(questionIds).safeParse({ opportunityId: 'o1', ...body })
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }

  it('new form: every answer non-empty and at most 2,500 characters, with the spec message', () => {
    const answers = (first: string) => [
      { opportunityQuestionId: 'q1', answer: first },
      { opportunityQuestionId: 'q2', answer: 'Yes' },
    ]
    expect(errorsOf(['q1', 'q2'], { answers: answers('x'.repeat(2500)) })).toEqual({})
    expect(errorsOf(['q1', 'q2'], { answers: answers('x'.repeat(2501)) })).toEqual({ 'answers.0.answer': opportunityMessages.answerTooLong })
    expect(errorsOf(['q1', 'q2'], { answers: answers('   ') })).toEqual({ 'answers.0.answer': opportunityMessages.answerRequired })
    expect(errorsOf(['q1', 'q2'], { answers: answers('ok').slice(0, 1) })).toEqual({ answers: opportunityMessages.answerEveryQuestion })
  })

  it('old form: the three texts, the message counted by its visible characters', () => {
    const complete = { skillsAndQualifications: 'Epic', experience: 'Five years', applyMessage: '<p>Hello</p>' }
    expect(errorsOf([], complete)).toEqual({})
    expect(errorsOf([], { ...complete, applyMessage: '<p></p>' })).toEqual({ applyMessage: opportunityMessages.answerRequired })
    expect(errorsOf([], { ...complete, applyMessage: `<p><strong>${'x'.repeat(2500)}</strong></p>` })).toEqual({})
    expect(errorsOf([], { ...complete, applyMessage: `<p>${'x'.repeat(2501)}</p>` })).toEqual({ applyMessage: opportunityMessages.answerTooLong })
    expect(errorsOf([], { ...complete, experience: '' })).toEqual({ experience: opportunityMessages.answerRequired })
  })
})
