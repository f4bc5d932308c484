import { zodErrors } from '../../contract/errors'
import { amountText, assignPurchaseOrderInput, purchaseOrderFormRow, purchaseOrderInput, purchaseOrderPatch } from '../../contract/engagements/purchaseOrderInput'

/** contract/engagements/purchaseOrderInput.ts: the shapes of the purchase-order calls and the Add or Edit form row. */
const errorsOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? {} : zodErrors(result.error as never)
}

describe('purchase order input', () => {
  it('trims and checks the PO number, description and notes with the contract’s limits, never cutting', () => {
    expect(purchaseOrderInput.parse({ name: ' PO-1 ', description: ' Build ', notes: '  ' })).toEqual({ name: 'PO-1', description: 'Build', notes: null })
    expect(errorsOf(purchaseOrderInput, {})).toEqual({ name: ['This field is required'], description: ['This field is required'] })
    expect(errorsOf(purchaseOrderInput, { name: 'x'.repeat(16), description: 'x'.repeat(51), notes: 'x'.repeat(501) })).toEqual({
      name: ['Ensure this field has no more than 15 characters.'],
      description: ['Ensure this field has no more than 50 characters.'],
      notes: ['Ensure this field has no more than 500 characters.'],
    })
    expect(errorsOf(purchaseOrderInput, { name: 1, description: {}, isActive: 'yes' })).toEqual({
      name: ['Not a valid string.'],
      description: ['Not a valid string.'],
      isActive: ['Must be a valid boolean.'],
    })
  })

  it('reads the amount as cents and the valid-through day as a calendar date; empty clears both', () => {
    const parse = (amount: unknown, validThrough: unknown) => purchaseOrderPatch.safeParse({ amount, validThrough })
    expect(parse('$5,000', '2027-06-30')).toMatchObject({ success: true, data: { amount: 500000, validThrough: '2027-06-30' } })
    expect(parse(12.5, null)).toMatchObject({ success: true, data: { amount: 1250, validThrough: null } })
    expect(parse('', 'null')).toMatchObject({ success: true, data: { amount: null, validThrough: null } })
    expect(errorsOf(purchaseOrderPatch, { amount: '1.234', validThrough: '2027-13-01' })).toEqual({ amount: ['Enter a valid amount.'], validThrough: ['Enter a valid date'] })
    expect(errorsOf(purchaseOrderPatch, { amount: '-1' })).toEqual({ amount: ['Enter a valid amount.'] })
    expect(errorsOf(purchaseOrderPatch, { amount: '99999999.99' })).toEqual({})
    expect(errorsOf(purchaseOrderPatch, { amount: '100000000.00', validThrough: '1939-12-31' })).toEqual({
      amount: ['Ensure this amount is no more than 99999999.99.'],
      validThrough: ['Date must be between 1940 and 2099'],
    })
    expect([amountText(500000), amountText(null), amountText(1.5)]).toEqual(['5000.00', null, null])
  })

  it('checks a form row like the server and takes the assign flag as a boolean only', () => {
    expect(purchaseOrderFormRow.parse({ name: 'PO-2', description: 'Go-live', notes: '', amount: '', validThrough: '' })).toEqual({
      name: 'PO-2',
      description: 'Go-live',
      notes: '',
      amount: null,
      validThrough: null,
    })
    expect(assignPurchaseOrderInput.parse({ isAssigned: 'false' })).toEqual({ isAssigned: false })
    expect(errorsOf(assignPurchaseOrderInput, { isAssigned: 1 })).toEqual({ isAssigned: ['Must be a valid boolean.'] })
  })
})
