import { zodErrors } from '../../contract/errors'
import { deactivateInput, filledDocumentInput, filledDocumentPatch, requiredDocumentInput, requiredDocumentPatch } from '../../contract/engagements/documentInput'
import { engagementTermsInput, engagementTermsPatch } from '../../contract/engagements/termsInput'

/**
 * The zod schemas the portals' forms share with the server (contract/engagements/termsInput.ts,
 * documentInput.ts): the messages are the server's, form strings are read as the API reads them, and
 * nothing is coerced or cut.
 */
const errorsOf = (schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : zodErrors(result.error as never)
}

describe('engagement terms input', () => {
  it('needs the text (at most 1500, trimmed, never cut) and the acknowledgement', () => {
    expect(engagementTermsInput.parse({ text: '  Net 30  ', isAcknowledgementStatementAccepted: 'true' })).toEqual({ text: 'Net 30', isAcknowledgementStatementAccepted: true })
    expect(errorsOf(engagementTermsInput, { text: 'x'.repeat(1501), isAcknowledgementStatementAccepted: true })).toEqual({ text: ['Ensure this field has no more than 1500 characters.'] })
    expect(engagementTermsInput.parse({ text: 'x'.repeat(1500), isAcknowledgementStatementAccepted: true }).text).toHaveLength(1500)
    expect(errorsOf(engagementTermsInput, { text: 'Terms' })).toEqual({ isAcknowledgementStatementAccepted: ['Must be accepted'] })
    expect(errorsOf(engagementTermsInput, { text: 'Terms', isAcknowledgementStatementAccepted: false })).toEqual({ isAcknowledgementStatementAccepted: ['Must be accepted'] })
    expect(errorsOf(engagementTermsInput, { text: ' ', isAcknowledgementStatementAccepted: true })).toEqual({ text: ['This field is required'] })
    expect(errorsOf(engagementTermsInput, { text: 5, isAcknowledgementStatementAccepted: 'yes' })).toEqual({ text: ['Not a valid string.'], isAcknowledgementStatementAccepted: ['Must be a valid boolean.'] })
  })

  it('patches any field; a sent acknowledgement must be true', () => {
    expect(engagementTermsPatch.parse({})).toEqual({})
    expect(engagementTermsPatch.parse({ isActive: 'false' })).toEqual({ isActive: false })
    expect(errorsOf(engagementTermsPatch, { isAcknowledgementStatementAccepted: false })).toEqual({ isAcknowledgementStatementAccepted: ['Must be accepted'] })
  })
})

describe('library document input', () => {
  const valid = { name: ' NDA ', places: { remote: 'true', onSite: 'false' }, answerType: 'sign_and_return' }

  it('reads form strings, trims, defaults unchecked places', () => {
    expect(requiredDocumentInput.parse(valid)).toEqual({ name: 'NDA', places: { remote: true, onSite: false }, answerType: 'sign_and_return' })
    expect(requiredDocumentInput.parse({ ...valid, places: { onSite: true }, description: null }).places).toEqual({ remote: false, onSite: true })
  })

  it('refuses with the limits’ and the spec’s messages', () => {
    expect(errorsOf(requiredDocumentInput, { ...valid, name: 'n'.repeat(151) })).toEqual({ name: ['Ensure this field has no more than 150 characters.'] })
    expect(errorsOf(requiredDocumentInput, { ...valid, description: 'd'.repeat(1001), internalComment: 'i'.repeat(1001) })).toEqual({
      description: ['Ensure this field has no more than 1000 characters.'],
      internalComment: ['Ensure this field has no more than 1000 characters.'],
    })
    expect(errorsOf(requiredDocumentInput, { ...valid, answerType: 'fax' })).toEqual({ answerType: ['Select a valid answer type.'] })
    expect(errorsOf(requiredDocumentInput, { name: 'NDA', answerType: 'upload' })).toEqual({ places: ['Select at least one place: remote or on site.'] })
    expect(errorsOf(requiredDocumentInput, { ...valid, name: '' })).toEqual({ name: ['This field is required'] })
  })

  it('patches any field, deactivates by default', () => {
    expect(requiredDocumentPatch.parse({ places: { onSite: 'true' } })).toEqual({ places: { onSite: true } })
    expect(requiredDocumentPatch.parse({})).toEqual({})
    expect(deactivateInput.parse({})).toEqual({ isActive: false })
    expect(deactivateInput.parse({ isActive: 'true' })).toEqual({ isActive: true })
  })
})

describe('filled document input', () => {
  it('needs the engagement and the document; the checkbox defaults to unchecked', () => {
    expect(filledDocumentInput.parse({ engagementId: 'e', typeId: 't' })).toEqual({ engagementId: 'e', typeId: 't', isChecked: false })
    expect(errorsOf(filledDocumentInput, { isChecked: 'true' })).toEqual({ engagementId: ['This field is required'], typeId: ['This field is required'] })
    expect(errorsOf(filledDocumentPatch, { isChecked: 'on' })).toEqual({ isChecked: ['Must be a valid boolean.'] })
  })
})
