import type { PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'
import { z } from 'zod'
import { organizationOf, relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import { zodErrors, type FieldErrors } from '../../contract/errors'
import {
  engagementPurchaseOrder,
  engagementPurchaseOrderListQuery,
  purchaseOrder,
  purchaseOrderInput,
  purchaseOrderInputMessages,
  purchaseOrderListQuery,
  purchaseOrderPatch,
  type EngagementPurchaseOrder,
} from '../../contract/engagements/purchaseOrderInput'
import { checkPurchaseOrder, poNumberKey, purchaseOrderMessages } from '../../contract/engagements/purchaseOrders'
import { commitTempFile, deleteStoredFilesQuietly } from '../../storage/diskStore'
import type { ReceivedFile, ReceivedUpload } from '../../storage/receiveUpload'
import { HttpError, NO_ID, asUser, defineEndpoint, looksLikeId, readBody, uploadedFile, withTransaction } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import type { UpdateData } from '../../domain/shared/records'
import { pageOf } from '../talent/records'
import { deleteStoredFileRows, fileOnly, oneAtATime, receive, storedFileRows } from '../talent/uploads'
import {
  presentPurchaseOrders,
  readablePurchaseOrder,
  usedPurchaseOrderIds,
  type StoredPurchaseOrder,
} from './purchaseOrderRecords'

/**
 * The organization admin's purchase orders (the spec's 'Add or Edit Purchase Order',
 * calls purchase_order and engagement_purchase_order):
 * - GET/POST /organization_admin/purchase_order/, GET/PUT/PATCH /organization_admin/purchase_order/{id}/:
 *   JSON or multipart (name, description, notes, file, isActive, organizationId; beyond: amount,
 *   validThrough). The rules are contract/engagements/purchaseOrders.ts `checkPurchaseOrder`; the
 *   unique (organization, nameKey) index guards two simultaneous writes of one number, which then
 *   answer the same 422 as the check. The file is a stored file of kind purchaseOrder naming the
 *   organization (5 MB, the document types); a replaced or removed file is deleted.
 * - GET /organization_admin/engagement_purchase_order/: the assignments, filtered by engagement or PO.
 * The Add dialog sends one POST per row and settles them (contract settlePurchaseOrderRows): no bulk call.
 */
const TAG = 'Purchase orders'
const ADMIN = ['organization_admin'] as const
const BASE = '/organization_admin/purchase_order/'
const ORDERING = ['name', 'description', 'createdAt']

type Values = z.output<typeof purchaseOrderPatch>

interface WriteInput {
  fields: Record<string, unknown>
  /** A new file, 'remove' to drop the current one, null to leave it. */
  file: ReceivedFile | 'remove' | null
  upload: ReceivedUpload | null
}

const removesFile = (value: unknown) => value === null || value === '' || value === 'null'

/** The body as JSON, urlencoded or multipart (the file streamed to a checked temporary file). */
async function readWrite(req: PayloadRequest): Promise<WriteInput> {
  const contentType = (req.headers.get('content-type') ?? '').toLowerCase()
  if (contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded')) {
    const upload = await receive(req, { kind: 'purchaseOrder', fileKey: fileOnly })
    const received = upload.files.find((candidate) => candidate.key === 'file') ?? null
    const file = received ?? ('file' in upload.fields && removesFile(upload.fields.file) ? 'remove' : null)
    return { fields: upload.fields, file, upload }
  }
  const fields = await readBody(req)
  return { fields, file: 'file' in fields && removesFile(fields.file) ? 'remove' : null, upload: null }
}

/** The organization's POs whose number reads like `name` (the unique check's candidates). */
async function sameNumber(req: PayloadRequest, user: AuthUser, name: string): Promise<StoredPurchaseOrder[]> {
  const { docs } = await req.payload.find({
    collection: 'purchase-orders',
    where: { and: [{ organization: { equals: organizationOf(user) } }, { nameKey: { equals: poNumberKey(name) } }] },
    pagination: false,
    ...asUser(req, user),
  })
  return docs
}

/**
 * Validates a write: the schema's types and limits, the caller's organization, and the PO number's
 * rules against the organization's other POs (`stored` is the PO being changed). Every message of the
 * request comes back at once.
 */
async function judge(req: PayloadRequest, user: AuthUser, schema: typeof purchaseOrderInput | typeof purchaseOrderPatch, fields: Record<string, unknown>, stored: StoredPurchaseOrder | null) {
  const parsed = schema.safeParse(fields)
  const errors: FieldErrors = parsed.success ? {} : zodErrors(parsed.error)
  const values = (parsed.success ? parsed.data : {}) as Values
  const organizationId = typeof fields.organizationId === 'string' ? fields.organizationId.trim() : undefined
  if (organizationId && organizationId !== organizationOf(user)) errors.organizationId = [purchaseOrderInputMessages.invalidOrganization]
  // The PO number's rules run whenever the number itself is well formed, so a taken number and a
  // missing description come back together.
  const sentName = fields.name === undefined ? null : purchaseOrderPatch.shape.name.unwrap().safeParse(fields.name)
  const name = sentName?.success ? sentName.data : sentName === null ? stored?.name : undefined
  if (name !== undefined && !errors.name) {
    const candidates = await sameNumber(req, user, name)
    const used = stored ? await usedPurchaseOrderIds(req, user, [String(stored.id)]) : new Set<string>()
    const existing = candidates.filter((doc) => String(doc.id) !== String(stored?.id)).map((doc) => ({ id: String(doc.id), name: doc.name, isUsed: false }))
    if (stored) existing.push({ id: String(stored.id), name: stored.name, isUsed: used.has(String(stored.id)) })
    const result = checkPurchaseOrder(
      { name, description: values.description ?? stored?.description ?? String(fields.description ?? ''), notes: values.notes !== undefined ? values.notes : (stored?.notes ?? null) },
      existing,
      stored ? String(stored.id) : null,
    )
    if (!result.ok) for (const [field, list] of Object.entries(result.errors)) errors[field] ??= list
  }
  if (Object.keys(errors).length) throw HttpError.validation(errors)
  return values
}

/** The stored fields a write sets (PUT clears notes, amount and validThrough left out). */
function dataOf(values: Values, replace: boolean): UpdateData<'purchase-orders'> {
  const data: UpdateData<'purchase-orders'> = {}
  if (values.name !== undefined) Object.assign(data, { name: values.name, nameKey: poNumberKey(values.name) })
  if (values.description !== undefined) data.description = values.description
  if (values.isActive !== undefined) data.isActive = values.isActive
  if (values.notes !== undefined || replace) data.notes = values.notes ?? null
  if (values.amount !== undefined || replace) data.amountCents = values.amount ?? null
  if (values.validThrough !== undefined || replace) data.validThrough = values.validThrough ?? null
  return data
}

/**
 * Writes the PO (created when `stored` is null) with its file in one transaction: the new file's
 * bytes are moved into the store first and deleted again if the transaction fails; a replaced file's
 * row goes in the transaction and its bytes after the commit. Two writes of one PO number at once:
 * the unique index refuses the second, which answers as the check would have.
 */
async function save(req: PayloadRequest, user: AuthUser, stored: StoredPurchaseOrder | null, data: UpdateData<'purchase-orders'>, file: ReceivedFile | 'remove' | null) {
  const organization = organizationOf(user)!
  const storageKey = file && file !== 'remove' ? await commitTempFile(file.tmpPath) : null
  const log = (error: unknown, key: string) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file')
  const obsolete: string[] = []
  try {
    const doc = await withTransaction(req, async () => {
      const common = { ...asUser(req, user), context: serverWriteContext }
      const fileData: UpdateData<'purchase-orders'> = {}
      if (storageKey && file && file !== 'remove') {
        const row = await req.payload.create({
          collection: 'stored-files',
          data: { owner: user.id, kind: 'purchaseOrder', organization, storageKey, originalFileName: file.originalFileName, mimeType: file.mimeType, size: file.size },
          ...common,
        })
        Object.assign(fileData, { file: String(row.id), originalFileName: file.originalFileName })
      } else if (file === 'remove') Object.assign(fileData, { file: null, originalFileName: null })
      const saved = stored
        ? await req.payload.update({ collection: 'purchase-orders', id: stored.id, data: { ...data, ...fileData }, ...common })
        : // A new PO is judged by purchaseOrderInput, which requires name and description, so dataOf set
          // name, nameKey and description; `Values` is the patch's type, where every field is optional.
          await req.payload.create({ collection: 'purchase-orders', data: { ...data, ...fileData, organization, createdBy: user.id } as RequiredDataFromCollectionSlug<'purchase-orders'>, ...common })
      const previousFile = relationId(stored?.file)
      if (file && previousFile) await deleteStoredFileRows(req, user, await storedFileRows(req, user, { id: { equals: previousFile } }), obsolete)
      return saved
    })
    await deleteStoredFilesQuietly(obsolete, log)
    return doc
  } catch (error) {
    if (storageKey) await deleteStoredFilesQuietly([storageKey], log)
    if (typeof data.name === 'string' && !(error instanceof HttpError)) {
      // Rolled back: read again outside the transaction whether another write took the number meanwhile.
      const clash = (await sameNumber(req, user, data.name)).some((doc) => String(doc.id) !== String(stored?.id))
      if (clash) throw HttpError.validation({ name: [purchaseOrderMessages.numberTaken] })
    }
    throw error
  }
}

async function present(req: PayloadRequest, user: AuthUser, doc: StoredPurchaseOrder) {
  return (await presentPurchaseOrders(req, user, [doc]))[0]!
}

/** One write of a PO: validated, then saved; the same lock per PO serializes its file replacements. */
async function write(req: PayloadRequest, user: AuthUser, id: string | null, replace: boolean) {
  if (id !== null) await readablePurchaseOrder(req, user, id)
  const input = await readWrite(req)
  try {
    const run = async () => {
      const stored = id === null ? null : await readablePurchaseOrder(req, user, id)
      const values = await judge(req, user, stored && !replace ? purchaseOrderPatch : purchaseOrderInput, input.fields, stored)
      return present(req, user, await save(req, user, stored, dataOf(values, replace), input.file))
    }
    return id === null ? await run() : await oneAtATime(`purchase-order:${id}`, run)
  } finally {
    await input.upload?.discard()
  }
}

const listQuery = pageQuery.extend(purchaseOrderListQuery.shape)

/**
 * A write's fields as the multipart form documents them (readWrite reads them itself, from JSON with the
 * same keys or from the form): the file a binary part, or the text '' or 'null' that removes the current one.
 */
const formFile = { file: z.union([uploadedFile(), z.enum(['', 'null'])]).optional() }

export const listPurchaseOrders = defineEndpoint({
  method: 'get',
  path: BASE,
  summary: 'The organization’s purchase orders (page, page_size; ordering name, description, created_at (- for descending; name by default); search in PO number and description; is_active)',
  tag: TAG,
  access: ADMIN,
  query: listQuery,
  response: pageOf(purchaseOrder),
  handler: async ({ req, user, query }) => {
    const and: Where[] = []
    if (query.search) and.push({ or: [{ name: { like: query.search } }, { description: { like: query.search } }] })
    if (query.isActive !== undefined) and.push({ isActive: { equals: query.isActive } })
    const found = await req.payload.find({
      collection: 'purchase-orders',
      where: { and },
      sort: [...toSort(query.ordering, ORDERING, 'name'), 'createdAt'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, await presentPurchaseOrders(req, user!, found.docs))
  },
})

export const createPurchaseOrder = defineEndpoint({
  method: 'post',
  path: BASE,
  summary:
    "Add a purchase order: JSON or multipart name (PO number, at most 15, unique in the organization), description (at most 50), notes (at most 500), file (the document types, 5 MB), is_active (default true), organization_id; beyond: amount ('5000.00'), valid_through ('yyyy-MM-dd'). One request per row of the Add dialog.",
  tag: TAG,
  access: ADMIN,
  multipart: purchaseOrderInput.extend(formFile),
  status: 201,
  response: purchaseOrder,
  handler: ({ req, user }) => write(req, user!, null, false),
})

export const getPurchaseOrder = defineEndpoint({
  method: 'get',
  path: `${BASE}:id/`,
  summary: 'One purchase order of the organization',
  tag: TAG,
  access: ADMIN,
  response: purchaseOrder,
  handler: async ({ req, user, params }) => present(req, user!, await readablePurchaseOrder(req, user!, params.id)),
})

export const replacePurchaseOrder = defineEndpoint({
  method: 'put',
  path: `${BASE}:id/`,
  summary:
    "Change a purchase order: every field as on POST (notes, amount and valid_through left out are cleared); without a file the current one stays, file '' or 'null' removes it. A PO in use keeps its number.",
  tag: TAG,
  access: ADMIN,
  multipart: purchaseOrderInput.extend(formFile),
  response: purchaseOrder,
  handler: ({ req, user, params }) => write(req, user!, params.id!, true),
})

export const updatePurchaseOrder = defineEndpoint({
  method: 'patch',
  path: `${BASE}:id/`,
  summary: "Change some fields of a purchase order (e.g. { is_active: false } deactivates); JSON or multipart; file '' or 'null' removes the file. A PO in use keeps its number.",
  tag: TAG,
  access: ADMIN,
  multipart: purchaseOrderPatch.extend(formFile),
  response: purchaseOrder,
  handler: ({ req, user, params }) => write(req, user!, params.id!, false),
})

export const listEngagementPurchaseOrders = defineEndpoint({
  method: 'get',
  path: '/organization_admin/engagement_purchase_order/',
  summary: 'The purchase orders assigned to the organization’s engagements (filters engagement_id, purchase_order_id; page), in the order assigned',
  tag: TAG,
  access: ADMIN,
  query: pageQuery.extend(engagementPurchaseOrderListQuery.shape),
  response: pageOf(engagementPurchaseOrder),
  handler: async ({ req, user, query }) => {
    const and: Where[] = []
    // A foreign or malformed id filters everything out, like every list filter of the contract.
    if (query.engagementId) and.push({ engagement: { equals: looksLikeId(query.engagementId) ? query.engagementId : NO_ID } })
    if (query.purchaseOrderId) and.push({ purchaseOrder: { equals: looksLikeId(query.purchaseOrderId) ? query.purchaseOrderId : NO_ID } })
    const found = await req.payload.find({
      collection: 'engagement-purchase-orders',
      where: { and },
      sort: ['assignedAt', 'createdAt'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    const rows = found.docs
    const engagementIds = [...new Set(rows.map((row) => relationId(row.engagement) ?? NO_ID))]
    const orderIds = [...new Set(rows.map((row) => relationId(row.purchaseOrder) ?? NO_ID))]
    const [engagements, orders] = rows.length
      ? await Promise.all([
          req.payload.find({ collection: 'engagements', where: { id: { in: engagementIds } }, select: { name: true }, pagination: false, ...asUser(req, user!) }),
          req.payload.find({ collection: 'purchase-orders', where: { id: { in: orderIds } }, select: { name: true }, pagination: false, ...asUser(req, user!) }),
        ])
      : [{ docs: [] }, { docs: [] }]
    const names = new Map([...engagements.docs, ...orders.docs].map((doc) => [String(doc.id), String((doc as { name?: unknown }).name ?? '')]))
    const results: EngagementPurchaseOrder[] = rows.map((row) => ({
      id: String(row.id),
      engagementId: relationId(row.engagement) ?? '',
      engagementName: names.get(relationId(row.engagement) ?? '') ?? '',
      purchaseOrderId: relationId(row.purchaseOrder) ?? '',
      name: names.get(relationId(row.purchaseOrder) ?? '') ?? '',
      assignedAt: row.assignedAt ? new Date(row.assignedAt).toISOString() : null,
    }))
    return toPage(req, query, found.totalDocs, results)
  },
})

export const purchaseOrderEndpoints = [listPurchaseOrders, createPurchaseOrder, getPurchaseOrder, replacePurchaseOrder, updatePurchaseOrder, listEngagementPurchaseOrders]
