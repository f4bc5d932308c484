import { searchCriteria, searchCriteriaQuery, type SearchCriteriaInput } from '../../contract/search/criteria'
import {
  apiParamsOf,
  criteriaInputOf,
  EMPTY_CRITERIA,
  inputOfParams,
  paramsOfInput,
  valuesOfInput,
} from '../../portals/org/pages/search/searchCriteriaForm'

/**
 * The search screen keeps its criteria in the address as the API's own query parameters, and loads a
 * saved search's params into the form: every conversion must give back what went in, and what the
 * screen sends must pass the contract's schemas.
 */
const full: SearchCriteriaInput = {
  specializations: [{ id: 'n1', expertise: 'expert', roles: ['r1'], skills: ['s1', 's2'] }, { id: 'n2' }],
  availability: { availableFromDate: '2027-01-04', availableToDate: '2027-03-31', hoursPerWeek: 40, remote: true },
  city: 'Rochester',
  state: 'MN',
  talentHourlyRate: '95.50',
  firstName: 'Han',
  lastName: 'Lee',
  keyword: 'SmartTools navigator',
}

it('a saved search goes into the form and comes back out unchanged', () => {
  expect(criteriaInputOf(valuesOfInput(full))).toEqual(full)
  expect(criteriaInputOf(valuesOfInput({}))).toEqual({})
})

it('the address carries the criteria both ways, and the API schema reads the same parameters', () => {
  const params = new URLSearchParams(apiParamsOf(full))
  expect(inputOfParams(params)).toEqual(full)
  const parsed = searchCriteriaQuery.parse(Object.fromEntries(params))
  expect(parsed.specializations).toEqual(full.specializations)
  expect(parsed.availability).toEqual(full.availability)
  expect(parsed.talentHourlyRate).toBe(9550)
})

it('removing a criterion removes its parameter', () => {
  expect(paramsOfInput({ city: 'Rochester' })).toEqual({
    specializations: null,
    availability: null,
    city: 'Rochester',
    state: null,
    talentHourlyRate: null,
    firstName: null,
    lastName: null,
    keyword: null,
  })
})

it('blank fields are left out; what is typed wrong reaches the schema and gets its message', () => {
  expect(criteriaInputOf({ ...EMPTY_CRITERIA, city: '   ', availability: { ...EMPTY_CRITERIA.availability, onSite: false } })).toEqual({})
  const typed = criteriaInputOf({ ...EMPTY_CRITERIA, talentHourlyRate: 'lots', availability: { ...EMPTY_CRITERIA.availability, hoursPerWeek: 'forty', availableFromDate: 'invalid' } })
  const result = searchCriteria.safeParse(typed)
  expect(result.success).toBe(false)
  const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
  expect(messages).toMatchObject({ talentHourlyRate: 'Enter a valid amount.', 'availability.hoursPerWeek': 'Enter whole hours between 1 and 168.', 'availability.availableFromDate': 'Enter a valid date.' })
})

it('a hand-edited address with broken JSON drops that part instead of failing the page', () => {
  expect(inputOfParams(new URLSearchParams({ specializations: '[{"id":', availability: '{"hoursPerWeek":"x"}', keyword: 'Epic' }))).toEqual({ keyword: 'Epic' })
})
