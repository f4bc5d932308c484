import { KNOWLEDGE_LIMITS, knowledgeMessages, type FaqCategory, type FaqItem } from '../../contract/knowledgeCenter'
import {
  QUESTION_FILE_ACCEPT,
  UNCATEGORIZED,
  canUseKnowledgeCenter,
  checkQuestionFile,
  groupFaq,
  mergeCategories,
  messageCounter,
} from '../../portals/shared/knowledgeCenter/knowledgeRules'

/** The knowledge center screens' pure rules. */
const category = (id: string, name: string, order: number): FaqCategory => ({ id, name, order })
const item = (id: string, cat: FaqCategory | null, order = 0): FaqItem => ({
  id,
  question: `Question ${id}?`,
  answer: '<p>Answer</p>',
  category: cat,
  audience: 'both',
  order,
  updatedAt: '2026-11-24T10:00:00.000Z',
})

describe('who reads the knowledge center', () => {
  it('is for talent, managers and organization admins only', () => {
    expect(['talent', 'manager', 'organization_admin'].every((role) => canUseKnowledgeCenter(role as never))).toBe(true)
    expect(canUseKnowledgeCenter('contact')).toBe(false)
    expect(canUseKnowledgeCenter('super_admin')).toBe(false)
    expect(canUseKnowledgeCenter('content_editor')).toBe(false)
  })
})

describe("the question's attachment", () => {
  it('takes the listed types up to 10 MB, whatever the case of the extension', () => {
    expect(checkQuestionFile({ name: 'screen.PNG', size: 1000 })).toBeNull()
    expect(checkQuestionFile({ name: 'notes.docx', size: KNOWLEDGE_LIMITS.faqFileBytes })).toBeNull()
  })

  it("refuses another type or a larger file with the contract's messages", () => {
    expect(checkQuestionFile({ name: 'tool.exe', size: 10 })).toBe(knowledgeMessages.fileType)
    expect(checkQuestionFile({ name: 'no-extension', size: 10 })).toBe(knowledgeMessages.fileType)
    expect(checkQuestionFile({ name: 'clip.mp4', size: 10 })).toBe(knowledgeMessages.fileType)
    expect(checkQuestionFile({ name: 'big.pdf', size: KNOWLEDGE_LIMITS.faqFileBytes + 1 })).toBe(knowledgeMessages.fileTooLarge)
  })

  it('offers the same types in the file picker', () => {
    expect(QUESTION_FILE_ACCEPT).toBe('.pdf,.png,.jpg,.jpeg,.gif,.doc,.docx,.txt')
  })
})

describe('the message counter', () => {
  it('counts up to the limit and says when it is passed', () => {
    expect(messageCounter('')).toEqual({ text: '0/1000', over: false })
    expect(messageCounter('x'.repeat(1000))).toEqual({ text: '1000/1000', over: false })
    expect(messageCounter('x'.repeat(1001))).toEqual({ text: '1001/1000', over: true })
  })
})

describe('the FAQ list', () => {
  const billing = category('2', 'Billing', 2)
  const start = category('1', 'Getting started', 1)

  it("groups the answers under their categories in the categories' order, uncategorized last, empty categories left out", () => {
    const empty = category('3', 'Empty', 0)
    const sections = groupFaq([billing, start, empty], [item('a', start), item('b', start, 1), item('c', null), item('d', billing)])
    expect(sections.map((section) => [section.title, section.items.map((entry) => entry.id)])).toEqual([
      ['Getting started', ['a', 'b']],
      ['Billing', ['d']],
      [UNCATEGORIZED, ['c']],
    ])
  })

  it('keeps a category the answer names but does not list', () => {
    expect(groupFaq([], [item('a', billing)]).map((section) => section.title)).toEqual(['Billing'])
  })

  it('is empty when nothing matched', () => {
    expect(groupFaq([start], [])).toEqual([])
  })

  it('keeps every category seen so far as a chip, renamed ones updated, in order', () => {
    const known = [billing]
    const merged = mergeCategories(known, [start, { ...billing, name: 'Payments' }])
    expect(merged.map((entry) => entry.name)).toEqual(['Getting started', 'Payments'])
    expect(mergeCategories(merged, []).map((entry) => entry.name)).toEqual(['Getting started', 'Payments'])
  })
})

describe('the demo knowledge center', () => {
  it('has questions for each audience, within the limits, and real PNG posters', async () => {
    const { DEMO_FAQ, DEMO_VIDEOS, demoPosterPng } = await import('../../scripts/seedKnowledgeCenter')
    const faqs = DEMO_FAQ.flatMap((category) => category.faqs)
    expect(new Set(faqs.map((faq) => faq.audience))).toEqual(new Set(['talent', 'organization', 'both']))
    expect(new Set(DEMO_VIDEOS.map((video) => video.audience))).toEqual(new Set(['talent', 'organization', 'both']))
    expect(DEMO_FAQ.every((category) => category.category.length <= KNOWLEDGE_LIMITS.categoryName)).toBe(true)
    expect(faqs.every((faq) => faq.question.length <= KNOWLEDGE_LIMITS.question)).toBe(true)
    expect(
      DEMO_VIDEOS.every(
        (video) => video.title.length <= KNOWLEDGE_LIMITS.videoTitle && video.description.length <= KNOWLEDGE_LIMITS.videoDescription,
      ),
    ).toBe(true)
    const poster = demoPosterPng(200)
    expect(poster.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect([poster.readUInt32BE(16), poster.readUInt32BE(20)]).toEqual([480, 270])
    expect(poster.length).toBeLessThan(KNOWLEDGE_LIMITS.posterBytes)
  })
})
