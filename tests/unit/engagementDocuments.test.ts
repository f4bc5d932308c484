import {
  ANSWER_TYPES,
  WORK_KINDS,
  documentStatusText,
  engagementTermsErrors,
  filledDocumentErrors,
  isDocumentDone,
  offeredFor,
  requiredDocumentErrors,
  type RequiredDocumentInput,
} from '../../contract/engagements/documents'
import {
  checkPurchaseOrder,
  poNumberKey,
  purchaseOrderMessages,
  purchaseOrderRequirementError,
  settlePurchaseOrderRows,
  type ExistingPurchaseOrder,
} from '../../contract/engagements/purchaseOrders'

/** contract/engagements/documents.ts and purchaseOrders.ts: the library, the answers, terms and POs. */
describe('required documents', () => {
  const valid = (): RequiredDocumentInput => ({
    name: 'HIPAA acknowledgement',
    description: null,
    internalComment: null,
    places: { remote: true, onSite: false },
    answerType: 'consent_form',
    hasFile: true,
  })

  it('takes a valid document', () => {
    expect(requiredDocumentErrors(valid())).toEqual({})
    expect(requiredDocumentErrors({ ...valid(), answerType: 'upload', hasFile: false })).toEqual({})
  })

  it('needs a name, a place and a known answer type', () => {
    expect(requiredDocumentErrors({ ...valid(), name: '   ', places: { remote: false, onSite: false }, answerType: 'fax' })).toEqual({
      name: ['This field is required'],
      places: ['Select at least one place: remote or on site.'],
      answerType: ['Select a valid answer type.'],
    })
  })

  it('refuses over-long texts with the limit, never cutting', () => {
    expect(requiredDocumentErrors({ ...valid(), name: 'x'.repeat(150) })).toEqual({})
    expect(requiredDocumentErrors({ ...valid(), name: 'x'.repeat(151), description: 'd'.repeat(1001), internalComment: 'c'.repeat(1001) })).toEqual({
      name: ['Ensure this field has no more than 150 characters.'],
      description: ['Ensure this field has no more than 1000 characters.'],
      internalComment: ['Ensure this field has no more than 1000 characters.'],
    })
  })

  it('needs a file to sign or to read, not for an upload', () => {
    expect(requiredDocumentErrors({ ...valid(), hasFile: false })).toEqual({ file: ['Attach the document the talent signs or reads.'] })
    expect(requiredDocumentErrors({ ...valid(), answerType: 'sign_and_return', hasFile: false })).toEqual({ file: ['Attach the document the talent signs or reads.'] })
  })

  it('offers by default the documents whose places include the engagement’s', () => {
    const remoteOnly = { remote: true, onSite: false }
    const onSiteOnly = { remote: false, onSite: true }
    const both = { remote: true, onSite: true }
    expect([offeredFor('remote', remoteOnly), offeredFor('remote', onSiteOnly), offeredFor('remote', both)]).toEqual([true, false, true])
    expect([offeredFor('on_site', remoteOnly), offeredFor('on_site', onSiteOnly), offeredFor('on_site', both)]).toEqual([false, true, true])
    expect([offeredFor('both', remoteOnly), offeredFor('both', onSiteOnly), offeredFor('both', { remote: false, onSite: false })]).toEqual([true, true, false])
  })

  it('knows the 3 answer types and the 14 kinds of work', () => {
    expect(ANSWER_TYPES).toEqual(['sign_and_return', 'consent_form', 'upload'])
    expect(WORK_KINDS).toHaveLength(14)
    expect(new Set(WORK_KINDS).size).toBe(14)
  })
})

describe('a talent’s answers', () => {
  const none = null
  const uploaded = { isChecked: false, hasFile: true }
  const checked = { isChecked: true, hasFile: false }

  it('shows the spec’s status texts', () => {
    expect([documentStatusText('sign_and_return', none), documentStatusText('sign_and_return', uploaded)]).toEqual(['Sign and return', 'Uploaded'])
    expect([documentStatusText('consent_form', none), documentStatusText('consent_form', checked)]).toEqual(['Read and accept', 'Accepted'])
    expect([documentStatusText('upload', none), documentStatusText('upload', uploaded)]).toEqual(['Not uploaded', 'Uploaded'])
  })

  it('counts a consent form done when checked, the others when uploaded', () => {
    expect(isDocumentDone('consent_form', uploaded)).toBe(false)
    expect(isDocumentDone('consent_form', checked)).toBe(true)
    expect(isDocumentDone('upload', checked)).toBe(false)
    expect(isDocumentDone('sign_and_return', uploaded)).toBe(true)
    expect(documentStatusText('consent_form', uploaded)).toBe('Read and accept')
  })

  it('needs the acknowledgement for a consent form and a file for the others', () => {
    expect(filledDocumentErrors('consent_form', { isChecked: false, hasFile: false })).toEqual({ isChecked: ['Must be accepted'] })
    expect(filledDocumentErrors('consent_form', checked)).toEqual({})
    expect(filledDocumentErrors('upload', checked)).toEqual({ file: ['Upload the document.'] })
    expect(filledDocumentErrors('sign_and_return', uploaded)).toEqual({})
  })
})

describe('engagement terms', () => {
  it('needs text of at most 1,500 characters and the acknowledgement', () => {
    expect(engagementTermsErrors({ text: 't'.repeat(1500), isAcknowledgementStatementAccepted: true })).toEqual({})
    expect(engagementTermsErrors({ text: 't'.repeat(1501), isAcknowledgementStatementAccepted: true })).toEqual({ text: ['Ensure this field has no more than 1500 characters.'] })
    expect(engagementTermsErrors({ text: ' ', isAcknowledgementStatementAccepted: false })).toEqual({
      text: ['This field is required'],
      isAcknowledgementStatementAccepted: ['Must be accepted'],
    })
  })
})

describe('purchase orders', () => {
  const existing: ExistingPurchaseOrder[] = [
    { id: 'p1', name: 'PO-1001', isUsed: true },
    { id: 'p2', name: 'PO-1002', isUsed: false },
  ]

  it('answers the trimmed values of a valid row', () => {
    expect(checkPurchaseOrder({ name: '  PO-2000 ', description: ' Go-live ', notes: '  ' }, existing)).toEqual({
      ok: true,
      values: { name: 'PO-2000', description: 'Go-live', notes: null },
    })
  })

  it('needs a PO number and a description, trimmed', () => {
    expect(checkPurchaseOrder({ name: ' ', description: '  ', notes: null }, existing)).toEqual({
      ok: false,
      errors: { name: ['This field is required'], description: ['This field is required'] },
    })
  })

  it('takes exactly 15, 50 and 500 characters and refuses one more', () => {
    expect(checkPurchaseOrder({ name: 'n'.repeat(15), description: 'd'.repeat(50), notes: 'x'.repeat(500) }, []).ok).toBe(true)
    expect(checkPurchaseOrder({ name: 'n'.repeat(16), description: 'd'.repeat(51), notes: 'x'.repeat(501) }, [])).toEqual({
      ok: false,
      errors: {
        name: ['Ensure this field has no more than 15 characters.'],
        description: ['Ensure this field has no more than 50 characters.'],
        notes: ['Ensure this field has no more than 500 characters.'],
      },
    })
  })

  it('keeps PO numbers unique in the organization without case', () => {
    const taken = { ok: false, errors: { name: [purchaseOrderMessages.numberTaken] } }
    expect(checkPurchaseOrder({ name: 'po-1002', description: 'x', notes: null }, existing)).toEqual(taken)
    expect(checkPurchaseOrder({ name: 'PO-1002', description: 'x', notes: null }, existing, 'p2').ok).toBe(true)
    expect(checkPurchaseOrder({ name: 'PO-1002', description: 'x', notes: null }, existing, 'p1')).toEqual({ ok: false, errors: { name: [purchaseOrderMessages.numberInUse] } })
    expect(poNumberKey(' Po-7 ')).toBe('po-7')
  })

  it('keeps the number of a used PO, while its other fields change', () => {
    expect(checkPurchaseOrder({ name: 'PO-1001', description: 'New text', notes: 'n' }, existing, 'p1').ok).toBe(true)
    expect(checkPurchaseOrder({ name: 'PO-1009', description: 'x', notes: null }, existing, 'p1')).toEqual({ ok: false, errors: { name: ['This purchase order is in use; its PO number cannot change.'] } })
    expect(checkPurchaseOrder({ name: 'PO-1009', description: 'x', notes: null }, existing, 'p2').ok).toBe(true)
  })

  it('requires one on an engagement only when the organization and the flag both say so', () => {
    expect(purchaseOrderRequirementError(0, true, true)).toBe('Assign at least one purchase order.')
    expect(purchaseOrderRequirementError(1, true, true)).toBeNull()
    expect(purchaseOrderRequirementError(0, true, false)).toBeNull()
    expect(purchaseOrderRequirementError(0, false, true)).toBeNull()
    expect(purchaseOrderMessages.notAssigned).toBe('PO not assigned.')
  })

  it('settles several rows: saved ones leave, each failed one keeps its own messages on its PO number', () => {
    const settled = settlePurchaseOrderRows([
      { row: 'A', outcome: { ok: true } },
      { row: 'B', outcome: { ok: false, errors: { name: ['A purchase order with this PO number already exists.'] } } },
      { row: 'C', outcome: { ok: true } },
      { row: 'D', outcome: { ok: false, errors: { description: ['This field is required'], nonFieldErrors: ['Something went wrong'] } } },
    ])
    expect(settled.savedCount).toBe(2)
    expect(settled.remaining).toEqual([
      { row: 'B', numberErrors: ['A purchase order with this PO number already exists.'], errors: { name: ['A purchase order with this PO number already exists.'] } },
      { row: 'D', numberErrors: ['Something went wrong'], errors: { description: ['This field is required'], nonFieldErrors: ['Something went wrong'] } },
    ])
  })
})
